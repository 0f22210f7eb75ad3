/**
 * Sign-in, session and account contracts. `zod/mini`: every page loads them (the session), and
 * validation/fields.ts says why.
 */
import { z } from 'zod/mini';
import { ROLES } from './permissions';
import { emailField, newPasswordField, requiredText } from '../validation/fields';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { MARKETS } from '../markets/markets';
import { PARTNER_STATUSES } from '../partners/partner-status';
import { TEAM_ROLES } from '../teams/team-roles';
import { EVEN_WITH_OTHER_ERRORS } from '../validation/every-error';

export const ZLoginRequestSchema = z.strictObject({
  email: requiredText(255),
  password: z
    .string()
    .check(
      z.minLength(1, { message: 'validation.required' }),
      z.maxLength(1024, { message: 'validation.too_long' }),
    ),
  remember: z._default(z.optional(z.boolean()), false),
});

export const ZSessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  locale: z.string(),
  email_verified_at: z.nullable(z.string()),
  /**
   * The password was generated and shown to whoever started the server: until the user picks
   * their own, they keep only their own account (the SPA sends them to Settings → Password).
   * Optional for hand-made session users, as `partner` below.
   */
  password_change_required: z.optional(z.boolean()),
  /** Two-factor sign-in is on for this user (decision 0061). */
  two_factor_enabled: z.optional(z.boolean()),
  /**
   * An admin whose firm requires a second factor and who has none: the SPA sends them to
   * Settings → Two-factor first, as for the forced password change.
   */
  two_factor_enrolment_required: z.optional(z.boolean()),
  /**
   * The partner behind a partner user, else null. Until `status` is `active` the user keeps
   * only their own account's permissions: the screens show that approval is pending (issue 4). The server always
   * sends it; optional only so that hand-made session users (tests, fixtures) need not.
   */
  partner: z.optional(
    z.nullable(
      z.object({
        status: z.enum(PARTNER_STATUSES),
        company: z.string(),
        referral_code: z.string(),
        market: z.enum(MARKETS),
        /** The user's place in the firm (issue 34): the owner runs it, colleagues refer. */
        team_role: z.optional(z.enum(TEAM_ROLES)),
      }),
    ),
  ),
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

export const ZLoginResponseSchema = z.object({
  token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
  user: ZSessionUserSchema,
});

export const ZUpdateProfileRequestSchema = z.strictObject({
  name: requiredText(120),
  email: emailField,
  locale: z.enum(SUPPORTED_LOCALES, { message: 'validation.invalid_choice' }),
  /** Asked for only when the e-mail address changes (the server checks it then). */
  current_password: z.optional(
    z.string().check(z.maxLength(1024, { message: 'validation.too_long' })),
  ),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;

export const ZUpdatePasswordRequestSchema = z
  .strictObject({
    current_password: z
      .string()
      .check(z.minLength(1, { message: 'validation.required' }), z.maxLength(1024)),
    password: newPasswordField,
    password_confirmation: z.string().check(z.maxLength(1024)),
  })
  .check(
    z.refine((value) => value.password === value.password_confirmation, {
      message: 'validation.password_confirmation',
      path: ['password_confirmation'],
      ...EVEN_WITH_OTHER_ERRORS,
    }),
  );
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequestSchema>;

export const ZMessageSchema = z.object({ message: z.string() });
