import { z } from 'zod';

/**
 * Field building blocks shared by forms and server. Messages are translation keys
 * (`validation.*`); `formatIssue` turns them and zod's own issues into the reader's language.
 */
export const MAX_TEXT = 255;

export const emailField = z
  .string()
  .trim()
  .max(MAX_TEXT, { message: 'validation.too_long' })
  .pipe(z.email({ message: 'validation.email' }));

export const requiredText = (max = MAX_TEXT) =>
  z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.too_long' });

/** Shortest new password (issue 31): the server also checks its strength (auth/password-strength.ts). */
export const PASSWORD_MIN_LENGTH = 12;

/** Passwords: long enough to resist guessing, short enough that hashing stays cheap. */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'validation.password_min' })
  .max(128, { message: 'validation.too_long' });
