import { z } from 'zod';
import { emailField, requiredText } from '../validation/fields';
import { COLLEAGUE_VISIBILITIES, TEAM_ROLES } from './team-roles';

/** A member of the firm as its owner sees them: invited (no password chosen yet) or active. */
const TEAM_MEMBER_STATUSES = ['invited', 'active'] as const;

const ZTeamMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  added_at: z.iso.datetime({ offset: true }),
  /** When an invitation's link stops working (invited members only). */
  invite_expires_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TTeamMember = z.infer<typeof ZTeamMemberSchema>;

/** GET /api/team: the firm's members, the owner first, and what colleagues see. */
export const ZTeamResponseSchema = z.object({
  colleagues_see: z.enum(COLLEAGUE_VISIBILITIES),
  data: z.array(ZTeamMemberSchema),
  total: z.number().int(),
});

export const ZTeamQuerySchema = z.strictObject({
  /** Narrows the list by name or e-mail (the list toolkit's search box). */
  q: z.string().trim().max(200).optional(),
});

/** POST /api/team/invitations: the owner invites a colleague by e-mail. */
export const ZInviteColleagueRequestSchema = z.strictObject({
  name: requiredText(200),
  email: emailField,
});
export type TInviteColleagueRequest = z.infer<typeof ZInviteColleagueRequestSchema>;

export const ZTeamMemberParamsSchema = z.strictObject({
  id: z.uuid({ message: 'errors.not_found' }),
});

/** PUT /api/team/visibility: which leads the firm's colleagues see. */
export const ZColleagueVisibilityRequestSchema = z.strictObject({
  colleagues_see: z.enum(COLLEAGUE_VISIBILITIES, { message: 'validation.invalid_choice' }),
});
export type TColleagueVisibilityRequest = z.infer<typeof ZColleagueVisibilityRequestSchema>;

export const ZTeamActionResponseSchema = z.object({ message: z.string() });
