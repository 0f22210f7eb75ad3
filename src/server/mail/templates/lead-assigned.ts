import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZLeadAssignedData = z.object({
  admin_name: z.string(),
  assigned_by: z.string().nullable(),
  leads: z
    .array(
      z.object({
        id: z.string(),
        reference: z.string(),
        applicant: z.string(),
        business_name: z.string().nullable(),
      }),
    )
    .min(1),
});

/** To an admin given one lead or several by someone else: which, and who gave them. */
export function leadAssigned(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZLeadAssignedData.parse(data);
  const [first] = d.leads;
  const single = d.leads.length === 1 && first;
  const by = d.assigned_by ?? t('mail-notices.assigned.someone');
  return renderLayout(
    {
      subject: single
        ? t('mail-notices.assigned.subject_one', { reference: first.reference })
        : t('mail-notices.assigned.subject_several', { count: d.leads.length }),
      greeting: t('mail.greeting', { name: d.admin_name }),
      paragraphs: [
        single
          ? t('mail-notices.assigned.intro_one', { by, reference: first.reference })
          : t('mail-notices.assigned.intro_several', { by, count: d.leads.length }),
      ],
      details: d.leads.map((lead) => [lead.reference, lead.business_name ?? lead.applicant]),
      action: single
        ? { label: t('mail.lead_admin.open'), url: `${appUrl}/lead/${first.id}` }
        : { label: t('mail-notices.assigned.open_several'), url: `${appUrl}/leads` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
