import { z } from 'zod';
import { TERM_SHEET_STATUSES } from '../deal-room/deal-room';
import { ZPartnerDocumentStage } from '../deal-room/documents.contract';
import { ZLeadListItemSchema } from './lead-list.contract';
import { CURRENCIES } from '../markets/markets';
import { LEAD_STATUSES } from './pipeline';

/**
 * A step of the lead's history as its partner sees it (issue 42 item 3): a move along the
 * pipeline, or a reversed settlement (Settled back to Approved), with the same two stages.
 */
const ZPartnerStageEntry = z.object({
  kind: z.enum(['moved', 'settlement_reversed']),
  from: z.enum(LEAD_STATUSES).nullable(),
  to: z.enum(LEAD_STATUSES),
  at: z.string(),
});

/** What a reversal did to the commission, for a reader the firm shows its commissions. */
const ZPartnerCommissionEntry = z.object({
  kind: z.enum(['commission_cancelled', 'commission_clawed_back']),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  at: z.string(),
});
export type TPartnerHistoryEntry =
  z.infer<typeof ZPartnerStageEntry> | z.infer<typeof ZPartnerCommissionEntry>;

/**
 * A partner's own lead, read-only (issue 15): what their list shows and the lead's moves along
 * the pipeline, never notes, reasons, documents, contact details or e-mails.
 */
export const ZPartnerLeadResponseSchema = z.object({
  lead: ZLeadListItemSchema,
  history: z.array(z.union([ZPartnerStageEntry, ZPartnerCommissionEntry])),
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
