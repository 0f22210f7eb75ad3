import { z } from 'zod';
import { emailField, newPasswordField } from '../validation/fields';
import { EVEN_WITH_OTHER_ERRORS } from '../validation/every-error';
import { ZLoginResponseSchema } from './auth.contract';
import { ZSecondFactorNeededSchema } from './two-factor.contract';

/** Minutes a reset link works (issue 16). */
export const PASSWORD_RESET_MINUTES = 60;

/** POST /api/password/email: the form at /password/reset. */
export const ZRequestPasswordResetRequestSchema = z.strictObject({ email: emailField });
export type TRequestPasswordResetRequest = z.infer<typeof ZRequestPasswordResetRequestSchema>;

/** The same answer whether the address has an account or not. */
export const ZRequestPasswordResetResponseSchema = z.object({ message: z.string() });

/** POST /api/password/reset: the form at /password/reset/:token. */
export const ZResetPasswordRequestSchema = z
  .strictObject({
    token: z.string().min(1, { message: 'validation.required' }).max(200),
    password: newPasswordField,
    password_confirmation: z.string().max(1024, { message: 'validation.too_long' }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: 'validation.password_confirmation',
    path: ['password_confirmation'],
    ...EVEN_WITH_OTHER_ERRORS,
  });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

/**
 * A successful reset signs the user in on this device (every other session was revoked); with a
 * second factor enrolled it asks for it first, as the password step does (decision 0063).
 */
export const ZResetPasswordResponseSchema = z.union([
  z.object({ ...ZLoginResponseSchema.shape, message: z.string() }),
  z.object({ ...ZSecondFactorNeededSchema.shape, message: z.string() }),
]);

/**
 * POST /api/password/reset/check: whether a link still works, asked when /password/reset/:token
 * opens, so a used or expired link says so before a password is typed (issue 30). The token goes
 * in the body, not the path, to stay out of access logs; the answer names no account.
 */
export const ZCheckResetTokenRequestSchema = z.strictObject({
  token: z.string().min(1, { message: 'validation.required' }).max(200),
});
export const ZCheckResetTokenResponseSchema = z.object({ valid: z.boolean() });
