import { eq, sql } from 'drizzle-orm';
import { revokeAllTokens, type UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { totpCredentials } from '../db/schema';
import { AppError, fieldError } from '../errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { unseal } from '../lib/seal';
import { auditOwnSecondFactor } from './audit-own-second-factor';
import { replaceRecoveryCodes } from './recovery-codes';
import { verifyTotp } from './totp';
import { findTotp, setTwoFactorEnabled } from './two-factor.queries';

/** Wrong confirmation codes per user: guesses at a fresh secret are limited as sign-ins are. */
const CONFIRM_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

/**
 * A code from the app proves it holds the secret: the app is confirmed, the account marked as
 * having a second factor, ten recovery codes made and the audit row written, in one
 * transaction; the codes are answered once. Every other session ends then (issue 41): one
 * opened with a stolen password before enrolling would otherwise never meet the second factor.
 */
export async function confirmTotpEnrolment(
  db: Db,
  appKey: string,
  user: UserRow,
  input: { code: string; keepTokenId: string | null },
): Promise<string[]> {
  const { code } = input;
  await enforceRateLimit(db, `two-factor-confirm:user:${user.id}`, CONFIRM_LIMIT);
  const totp = await findTotp(db, user.id);
  if (!totp) throw new AppError('conflict', 'two-factor.no_enrolment');
  if (totp.confirmedAt) throw new AppError('conflict', 'two-factor.already_enabled');
  const step = await verifyTotp(unseal(appKey, totp.secretSealed), code.replace(/\s/g, ''), null);
  if (step === null) throw fieldError('code', 'two-factor.code_wrong');
  return db.transaction(async (tx) => {
    await tx
      .update(totpCredentials)
      .set({ confirmedAt: sql`now()`, lastUsedStep: step })
      .where(eq(totpCredentials.userId, user.id));
    await setTwoFactorEnabled(tx, user.id, true);
    await revokeAllTokens(tx, user.id, input.keepTokenId ?? undefined);
    await auditOwnSecondFactor(tx, user, 'two_factor.enabled', {
      before: { two_factor_enabled: false },
      after: { two_factor_enabled: true },
    });
    return replaceRecoveryCodes(tx, user.id);
  });
}
