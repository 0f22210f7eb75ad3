import { z } from 'zod';
import { emailField } from '../validation/fields';

/** Hours a verification link works (issue 16). */
export const EMAIL_VERIFICATION_HOURS = 24;

/**
 * POST /api/email/verify, from the link /email/verify/:id?expires=…&signature=… (spec §2):
 * `id` is the user's, `expires` the link's end in Unix seconds, `signature` the random token
 * whose hash the server keeps with both, so changing any of the three refuses the link.
 */
export const ZVerifyEmailRequestSchema = z.strictObject({
  id: z.string().min(1, { message: 'validation.required' }).max(100),
  expires: z.number().int().nonnegative(),
  signature: z.string().min(1, { message: 'validation.required' }).max(200),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequestSchema>;

const VERIFY_OUTCOMES = ['verified', 'already_verified'] as const;

export const ZVerifyEmailResponseSchema = z.object({
  message: z.string(),
  outcome: z.enum(VERIFY_OUTCOMES),
});

/**
 * POST /api/email/resend: a signed-in user gets a new link to their own address (`email` is
 * ignored); a guest names the address and gets the same answer whether it has an account or not.
 */
export const ZResendVerificationRequestSchema = z.strictObject({
  email: z.optional(emailField),
});
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequestSchema>;

export const ZResendVerificationResponseSchema = z.object({ message: z.string() });
