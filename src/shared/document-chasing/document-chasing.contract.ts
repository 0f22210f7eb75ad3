import { z } from 'zod';

/**
 * Where the chase of a lead's outstanding documents stands (issue 34 item 3, decision 0077):
 * `scheduled` has a next reminder; every other state says why none will be sent.
 */
export const DOCUMENT_CHASE_STATES = [
  'scheduled',
  'off',
  'no_link',
  'link_revoked',
  'link_expired',
  'link_ends_first',
  'nothing_outstanding',
  'lead_closed',
  'paused',
  'limit_reached',
] as const;
export type DocumentChaseState = (typeof DOCUMENT_CHASE_STATES)[number];

export const ZDocumentChaseSchema = z.object({
  state: z.enum(DOCUMENT_CHASE_STATES),
  /** The market's settings: days between reminders (0 is off) and the most reminders. */
  every_days: z.number().int(),
  max: z.number().int(),
  /** Reminders sent for the current upload link. */
  sent: z.number().int(),
  last_sent_at: z.string().nullable(),
  /** Set when `scheduled`. */
  next_at: z.string().nullable(),
  paused_at: z.string().nullable(),
  paused_by: z.string().nullable(),
});
export type TDocumentChase = z.infer<typeof ZDocumentChaseSchema>;

export const ZDocumentChaseResponseSchema = z.object({ chase: ZDocumentChaseSchema });
export const ZPauseDocumentChaseRequestSchema = z.object({
  paused: z.boolean({ message: 'validation.invalid_choice' }),
});
export const ZPauseDocumentChaseResponseSchema = z.object({
  message: z.string(),
  chase: ZDocumentChaseSchema,
});
