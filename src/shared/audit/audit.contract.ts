import { z } from 'zod';
import { keysetPage, keysetQueryFields } from '../api/keyset';
import { AUDIT_ENTITY_TYPES } from './audit-kinds';

export { AUDIT_ENTITY_TYPES };

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
