import { assertCurrentPassword } from '../auth/current-password';
import type { UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { clearRateLimit, enforceRateLimit } from '../lib/rate-limit';
import { wrongCode } from './complete-two-factor-sign-in';
import { auditOwnSecondFactor } from './audit-own-second-factor';
import { deleteSecondFactors } from './two-factor.queries';
import { verifySecondFactor } from './verify-second-factor';

const CODE_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

/**
 * Turning the second factor off needs the password and a code (app or recovery): a session
 * left open on a shared computer cannot remove it. Everything goes: app, codes, passkeys,
 * remembered devices, with the audit row, in one transaction.
 */
export async function disableTwoFactor(
  db: Db,
  appKey: string,
  user: UserRow,
  input: { current_password: string; code: string },
): Promise<void> {
  if (!user.twoFactorEnabledAt) throw new AppError('conflict', 'two-factor.not_enabled');
  await assertCurrentPassword(db, user, input.current_password);
  const key = `two-factor:user:${user.id}`;
  await enforceRateLimit(db, key, CODE_LIMIT, 'auth.throttled');
  if (!(await verifySecondFactor(db, appKey, user.id, input.code))) throw wrongCode();
  await clearRateLimit(db, key);
  await db.transaction(async (tx) => {
    await deleteSecondFactors(tx, user.id);
    await auditOwnSecondFactor(tx, user, 'two_factor.disabled', {
      before: { two_factor_enabled: true },
      after: { two_factor_enabled: false },
    });
  });
}
