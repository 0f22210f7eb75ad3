import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZDealRoomAdminData = z.object({
  lead_id: z.string(),
  reference: z.string(),
  applicant: z.string(),
  business_name: z.string().nullable(),
  notice: z.enum([
    'term_sheet_accepted',
    'term_sheet_declined',
    'documents_uploaded',
    'application_submitted',
  ]),
  detail: z.string().nullable(),
});

/** To the admins: a guest answered a term sheet, uploaded documents or submitted the application. */
export function dealRoomAdmin(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZDealRoomAdminData.parse(data);
  const who = d.business_name ?? d.applicant;
  const details: [string, string][] = [
    [t('mail.fields.reference'), d.reference],
    [t('mail.fields.applicant'), d.applicant],
  ];
  if (d.business_name) details.push([t('mail.fields.business'), d.business_name]);
  if (d.detail) details.push([t(`mail-deal-room.admin.${d.notice}.detail`), d.detail]);
  return renderLayout(
    {
      subject: t(`mail-deal-room.admin.${d.notice}.subject`, { reference: d.reference, name: who }),
      greeting: t('mail.greeting_team'),
      paragraphs: [t(`mail-deal-room.admin.${d.notice}.intro`, { name: who })],
      details,
      action: { label: t('mail.lead_admin.open'), url: `${appUrl}/lead/${d.lead_id}` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
