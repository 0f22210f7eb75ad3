import { z } from 'zod';
import { TERM_SHEET_STATUSES } from '../deal-room/deal-room';
import { ZPartnerDocumentStage } from '../deal-room/documents.contract';
import { ZLeadListItemSchema } from './lead-list.contract';
import { LEAD_STATUSES } from './pipeline';

/**
 * A partner's own lead, read-only (issue 15): what their list shows and the lead's moves along
 * the pipeline, never notes, reasons, documents, contact details or e-mails.
 */
export const ZPartnerLeadResponseSchema = z.object({
  lead: ZLeadListItemSchema,
  history: z.array(
    z.object({
      from: z.enum(LEAD_STATUSES).nullable(),
      to: z.enum(LEAD_STATUSES),
      at: z.string(),
    }),
  ),
  /** Where the term sheet stands (issue 17): its state and dates, never its terms. */
  term_sheet: z
    .object({
      status: z.enum(TERM_SHEET_STATUSES),
      sent_at: z.string().nullable(),
      accepted_at: z.string().nullable(),
    })
    .nullable(),
  /** The deal room's documents as counts (null when none were requested): never their names. */
  documents: ZPartnerDocumentStage.nullable(),
  /** When the applicant submitted the full application (issue 17); never its content. */
  application_submitted_at: z.string().nullable(),
});
export type TPartnerLeadResponse = z.infer<typeof ZPartnerLeadResponseSchema>;
