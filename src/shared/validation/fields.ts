import { z } from 'zod/mini';

/**
 * Field building blocks shared by forms and server. Messages are translation keys
 * (`validation.*`); `formatIssue` turns them and zod's own issues into the reader's language.
 * Written with `zod/mini` (decision 0064): the guest pages load these, and mini's functions
 * leave out of the bundle whatever a schema does not use. A schema built with full `zod`
 * takes them as they are (`z.optional(emailField)` rather than `emailField.optional()`).
 */
export const MAX_TEXT = 255;

export const emailField = z.pipe(
  z.string().check(z.trim(), z.maxLength(MAX_TEXT, { message: 'validation.too_long' })),
  z.email({ message: 'validation.email' }),
);

export const requiredText = (max = MAX_TEXT) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'validation.required' }),
      z.maxLength(max, { message: 'validation.too_long' }),
    );

/** Shortest new password (issue 31): the server also checks its strength (auth/password-strength.ts). */
export const PASSWORD_MIN_LENGTH = 12;

/** Passwords: long enough to resist guessing, short enough that hashing stays cheap. */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { message: 'validation.password_min' }),
    z.maxLength(128, { message: 'validation.too_long' }),
  );
