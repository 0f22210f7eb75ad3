import type { MessageKey } from '../../shared/i18n/message-key';
import type { Db } from '../db/client';
import { fieldError } from '../errors';
import { clearRateLimit, enforceRateLimit, type RateRule } from '../lib/rate-limit';
import { verifyPassword } from './passwords';
import type { UserRow } from './tokens';

/** Wrong current passwords count per user like wrong sign-ins per e-mail (login.ts). */
export const CURRENT_PASSWORD_LIMIT: RateRule = { limit: 10, windowSeconds: 15 * 60 };

/**
 * A signed-in user proves it is them before a sensitive change (password, e-mail address): a
 * stolen session alone cannot take the account over, and guesses are limited per user.
 * `whenMissing` asks for the password in the words of the change it guards (issue 42).
 */
export async function assertCurrentPassword(
  db: Db,
  user: UserRow,
  password: string | undefined,
  whenMissing: MessageKey = 'account.current_password_needed',
): Promise<void> {
  const key = `current-password:user:${user.id}`;
  await enforceRateLimit(db, key, CURRENT_PASSWORD_LIMIT);
  if (!password) throw fieldError('current_password', whenMissing);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError('current_password', 'auth.current_password_wrong');
  }
  await clearRateLimit(db, key);
}
