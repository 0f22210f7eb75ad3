import { z } from 'zod';
import { CURRENCIES } from '../../../shared/markets/markets';
import { formatMoney } from '../../../shared/leads/money';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZLeadPartnerNoticeData = z.object({
  partner_name: z.string(),
  reference: z.string(),
  applicant: z.string(),
  business_name: z.string().nullable(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
});

/** To the referring partner: only this lead, which came through their own link. */
export function leadPartnerNotice(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZLeadPartnerNoticeData.parse(data);
  const amount = formatMoney(d.amount, d.currency, locale);
  return renderLayout(
    {
      subject: t('mail.lead_partner.subject', { reference: d.reference }),
      greeting: t('mail.greeting', { name: d.partner_name }),
      paragraphs: [
        t('mail.lead_partner.intro', {
          applicant: d.applicant,
          business: d.business_name ?? d.applicant,
          amount,
        }),
        t('mail.lead_partner.next'),
      ],
      details: [[t('mail.fields.reference'), d.reference]],
      action: { label: t('mail.lead_partner.open'), url: `${appUrl}/my-leads` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
