import { z } from 'zod';
import { MARKETS } from '../markets/markets';

/**
 * Where the chase of a lead's outstanding documents stands (issue 34 item 3, decision 0077):
 * `scheduled` has a next reminder; every other state says why none will be sent.
 */
const DOCUMENT_CHASE_STATES = [
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

const ZDocumentChaseSchema = z.object({
  state: z.enum(DOCUMENT_CHASE_STATES),
  /** The market's settings: days between reminders (0 is off) and the most reminders. */
  every_days: z.number().int(),
  max: z.number().int(),
  /** Reminders sent for the current upload link. */
  sent: z.number().int(),
  last_sent_at: z.string().nullable(),
  /** The lead's market: its clock decides the hour (09:00) a reminder goes. */
  market: z.enum(MARKETS),
  /** Set when `scheduled`: the instant, and its day (YYYY-MM-DD) on the market's clock. */
  next_at: z.string().nullable(),
  next_on: z.string().nullable(),
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
