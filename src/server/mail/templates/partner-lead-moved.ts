import { z } from 'zod';
import { LEAD_STATUSES } from '../../../shared/leads/pipeline';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZPartnerLeadMovedData = z.object({
  partner_name: z.string(),
  leads: z
    .array(
      z.object({
        reference: z.string(),
        applicant: z.string(),
        business_name: z.string().nullable(),
        status: z.enum(LEAD_STATUSES),
      }),
    )
    .min(1),
});

/**
 * To the referring partner: their leads' new stages, as My Leads shows them (reference, name,
 * the stage's label), one lead or a bulk action's several. Nothing of the firm's own notes.
 */
export function partnerLeadMoved(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZPartnerLeadMovedData.parse(data);
  const stage = (status: (typeof d.leads)[number]['status']) => t(`pipeline.status.${status}`);
  const [first] = d.leads;
  const single = d.leads.length === 1 && first;
  return renderLayout(
    {
      subject: single
        ? t('mail-notices.partner_moved.subject_one', {
            reference: first.reference,
            status: stage(first.status),
          })
        : t('mail-notices.partner_moved.subject_several', { count: d.leads.length }),
      greeting: t('mail.greeting', { name: d.partner_name }),
      paragraphs: [
        single
          ? t('mail-notices.partner_moved.intro_one', {
              business: first.business_name ?? first.applicant,
              reference: first.reference,
              status: stage(first.status),
            })
          : t('mail-notices.partner_moved.intro_several', { count: d.leads.length }),
        t('mail-notices.partner_moved.preference'),
      ],
      details: d.leads.map((lead) => [
        `${lead.reference} · ${lead.business_name ?? lead.applicant}`,
        stage(lead.status),
      ]),
      action: { label: t('mail.lead_partner.open'), url: `${appUrl}/my-leads` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
