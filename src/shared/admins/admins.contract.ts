import { z } from 'zod';
import { emailField, requiredText } from '../validation/fields';

/** Days an invitation link works (issue 16): long enough for a holiday, short enough to expire. */
export const INVITE_DAYS = 7;

const ADMIN_STATUSES = ['invited', 'active', 'disabled'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

const ZAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ADMIN_STATUSES),
  /** The newest use of any of their sessions; null when they never signed in. */
  last_active_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type TAdmin = z.infer<typeof ZAdminSchema>;

export const ZAdminListResponseSchema = z.object({ data: z.array(ZAdminSchema) });

export const ZAdminIdParamsSchema = z.strictObject({
  id: z.uuid({ message: 'errors.not_found' }),
});

/** POST /api/admins: invite another admin by e-mail. */
export const ZInviteAdminRequestSchema = z.strictObject({
  name: requiredText(200),
  email: emailField,
});
export type TInviteAdminRequest = z.infer<typeof ZInviteAdminRequestSchema>;

export const ZAdminActionResponseSchema = z.object({ message: z.string(), admin: ZAdminSchema });
