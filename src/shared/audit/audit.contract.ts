import { z } from 'zod';
import { keysetPage, keysetQueryFields } from '../api/keyset';

/** What an audit row names: extended as options, settings and admins record theirs. */
export const AUDIT_ENTITY_TYPES = [
  'partner',
  'option',
  'setting',
  'user',
  'outbox',
  'lead',
  'commission',
  'privacy_request',
  'applicant_mail_template',
  'payout_batch',
] as const;

export const ZAuditEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type TAuditEvent = z.infer<typeof ZAuditEventSchema>;

/** GET /api/audit: every admin change, newest first (settings). */
export const ZAuditListRequestSchema = z.strictObject({
  entity_type: z.enum(AUDIT_ENTITY_TYPES, { message: 'validation.invalid_choice' }).optional(),
  ...keysetQueryFields,
});
export const ZAuditListResponseSchema = keysetPage(ZAuditEventSchema);
