import { z } from 'zod';
import { keysetPage, keysetQueryFields } from '../api/keyset';
import { emailField, requiredText } from '../validation/fields';

/** Days an invitation link works (issue 16): long enough for a holiday, short enough to expire. */
export const INVITE_DAYS = 7;

export const ADMIN_STATUSES = ['invited', 'active', 'disabled'] as const;
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

/** By name (A to Z, the default) or newest invitation first. */
export const ADMIN_SORTS = ['name', 'created'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

const choice = { message: 'validation.invalid_choice' } as const;

/** GET /api/admins: search, status filter, sort and keyset pages, as every list (0065). */
export const ZAdminListRequestSchema = z.strictObject({
  search: z.string().trim().max(200, { message: 'validation.too_long' }).optional(),
  status: z.enum(ADMIN_STATUSES, choice).optional(),
  sort: z.enum(ADMIN_SORTS, choice).default('name'),
  ...keysetQueryFields,
});
export type TAdminListRequest = z.infer<typeof ZAdminListRequestSchema>;

export const ZAdminListResponseSchema = keysetPage(ZAdminSchema);

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
