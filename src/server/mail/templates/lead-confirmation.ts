import { z } from 'zod';
import { CURRENCIES } from '../../../shared/markets/markets';
import { formatMoney } from '../../../shared/leads/money';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZLeadConfirmationData = z.object({
  first_name: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
});

/** To the applicant, in their language, with the reference to quote. */
export function leadConfirmation(
  data: unknown,
  { t, locale, appName }: TemplateContext,
): RenderedMail {
  const d = ZLeadConfirmationData.parse(data);
  const amount = formatMoney(d.amount, d.currency, locale);
  return renderLayout(
    {
      subject: t('mail.lead_confirmation.subject', { reference: d.reference, app: appName }),
      greeting: t('mail.greeting', { name: d.first_name }),
      paragraphs: [
        t('mail.lead_confirmation.intro', { amount, reference: d.reference }),
        t('mail.lead_confirmation.next'),
      ],
      details: [[t('mail.fields.reference'), d.reference]],
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
