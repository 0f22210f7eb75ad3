import { z } from 'zod';
import { formatMoney } from '../../../shared/leads/money';
import { CURRENCIES } from '../../../shared/markets/markets';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZPartnerCommissionData = z.object({
  partner_name: z.string(),
  status: z.enum(['approved', 'paid']),
  items: z
    .array(
      z.object({
        reference: z.string(),
        business_name: z.string(),
        amount: z.number(),
        currency: z.enum(CURRENCIES),
      }),
    )
    .min(1),
});

/** To the partner: commissions of theirs approved or paid, each in its lead's currency. */
export function partnerCommission(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZPartnerCommissionData.parse(data);
  const money = (item: (typeof d.items)[number]) => formatMoney(item.amount, item.currency, locale);
  const [first] = d.items;
  const single = d.items.length === 1 && first;
  const key = `mail-notices.commission_${d.status}` as const;
  return renderLayout(
    {
      subject: single
        ? t(`${key}.subject_one`, { reference: first.reference, amount: money(first) })
        : t(`${key}.subject_several`, { count: d.items.length }),
      greeting: t('mail.greeting', { name: d.partner_name }),
      paragraphs: [
        single
          ? t(`${key}.intro_one`, {
              reference: first.reference,
              business: first.business_name,
              amount: money(first),
            })
          : t(`${key}.intro_several`, { count: d.items.length }),
      ],
      details: d.items.map((item) => [`${item.reference} · ${item.business_name}`, money(item)]),
      action: { label: t('mail-notices.commission_open'), url: `${appUrl}/` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
