import { z } from 'zod';
import { formatMoney } from '../../../shared/leads/money';
import { CURRENCIES } from '../../../shared/markets/markets';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZPartnerSettlementReversedData = z.object({
  partner_name: z.string(),
  reference: z.string(),
  business: z.string(),
  /** What became of the commission, for a reader who sees the firm's commissions; else null. */
  commission: z
    .object({
      outcome: z.enum(['cancelled', 'clawed_back']),
      amount: z.number(),
      currency: z.enum(CURRENCIES),
    })
    .nullable(),
});

/**
 * To the referring partner: the settlement of their lead was reversed, so the lead is back at
 * Approved, and (to whom the firm shows commissions) the commission was cancelled, or clawed
 * back from the next statement when it was already approved or paid. Never the firm's reason.
 */
export function partnerSettlementReversed(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZPartnerSettlementReversedData.parse(data);
  const lead = { reference: d.reference, business: d.business };
  const commission = d.commission;
  const amount = commission ? formatMoney(commission.amount, commission.currency, locale) : null;
  return renderLayout(
    {
      subject: t('mail-notices.settlement_reversed.subject', lead),
      greeting: t('mail.greeting', { name: d.partner_name }),
      paragraphs: [
        t('mail-notices.settlement_reversed.intro', {
          ...lead,
          status: t('pipeline.status.approved'),
        }),
        ...(commission && amount
          ? [t(`mail-notices.settlement_reversed.commission_${commission.outcome}`, { amount })]
          : []),
      ],
      details: [
        [t('mail-notices.settlement_reversed.lead'), `${d.reference} · ${d.business}`],
        ...(commission && amount
          ? [
              [
                t(`mail-notices.settlement_reversed.label_${commission.outcome}`),
                commission.outcome === 'clawed_back' ? `−${amount}` : amount,
              ] as [string, string],
            ]
          : []),
      ],
      action: { label: t('mail.lead_partner.open'), url: `${appUrl}/my-leads` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
