import { z } from 'zod';
import { CURRENCIES } from '../../../shared/markets/markets';
import { LEAD_SOURCES } from '../../../shared/leads/lead-sources';
import { formatMoney } from '../../../shared/leads/money';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZLeadAdminNotificationData = z.object({
  lead_id: z.string(),
  reference: z.string(),
  market: z.string(),
  applicant: z.string(),
  email: z.string(),
  mobile: z.string(),
  business_name: z.string().nullable(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  source: z.enum(LEAD_SOURCES),
  partner_company: z.string().nullable(),
});

/** To the admins (settings `notification_recipients`, else every active admin). */
export function leadAdminNotification(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZLeadAdminNotificationData.parse(data);
  const amount = formatMoney(d.amount, d.currency, locale);
  const details: [string, string][] = [
    [t('mail.fields.reference'), d.reference],
    [t('mail.fields.applicant'), d.applicant],
    [t('mail.fields.email'), d.email],
    [t('mail.fields.mobile'), d.mobile],
  ];
  if (d.business_name) details.push([t('mail.fields.business'), d.business_name]);
  details.push(
    [t('mail.fields.amount'), amount],
    [t('mail.fields.source'), t(`pipeline.source.${d.source}`)],
  );
  if (d.partner_company) details.push([t('mail.fields.partner'), d.partner_company]);
  return renderLayout(
    {
      subject: t('mail.lead_admin.subject', {
        reference: d.reference,
        name: d.business_name ?? d.applicant,
        amount,
      }),
      greeting: t('mail.greeting_team'),
      paragraphs: [t('mail.lead_admin.intro', { market: d.market })],
      details,
      action: { label: t('mail.lead_admin.open'), url: `${appUrl}/lead/${d.lead_id}` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
