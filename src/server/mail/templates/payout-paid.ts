import { z } from 'zod';
import { CURRENCIES } from '../../../shared/markets/markets';
import { formatCents } from '../../../shared/statements/statement-money';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZPayoutPaidData = z.object({
  partner_name: z.string(),
  number: z.string(),
  amount_cents: z.number(),
  currency: z.enum(CURRENCIES),
  paid_on: z.string(),
  account_masked: z.string().nullable(),
  /** The account changed after the bank file went out: this payment used the one before. */
  account_changed_since: z.boolean().default(false),
});

/** To the partner: the payment of their statement went out, to the account ending as shown. */
export function payoutPaid(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZPayoutPaidData.parse(data);
  const amount = formatCents(d.amount_cents, d.currency, locale);
  return renderLayout(
    {
      subject: t('payouts.mail.subject', { amount }),
      greeting: t('mail.greeting', { name: d.partner_name }),
      paragraphs: [
        t('payouts.mail.intro', { amount, number: d.number, date: d.paid_on }),
        ...(d.account_changed_since && d.account_masked
          ? [t('payouts.mail.account_changed_since', { account: d.account_masked })]
          : []),
      ],
      details: [
        [t('statements.number'), d.number],
        [t('payouts.amount'), amount],
        ...(d.account_masked ? [[t('payouts.account'), d.account_masked] as [string, string]] : []),
      ],
      action: { label: t('statements.mail.open'), url: `${appUrl}/` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
