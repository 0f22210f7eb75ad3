import type { Db } from '../db/client';
import { unseal } from '../lib/seal';
import { useRecoveryCode } from './recovery-codes';
import { verifyTotp } from './totp';
import { claimTotpStep, findTotp } from './two-factor.queries';

/**
 * Checks a code typed at sign-in or to disable the second factor: six digits are read as an
 * authenticator code (accepted once), anything else as a recovery code (spent). True if valid.
 */
export async function verifySecondFactor(
  db: Db,
  appKey: string,
  userId: string,
  code: string,
): Promise<boolean> {
  const typed = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(typed)) {
    const totp = await findTotp(db, userId);
    if (!totp?.confirmedAt) return false;
    const step = await verifyTotp(unseal(appKey, totp.secretSealed), typed, totp.lastUsedStep);
    return step !== null && (await claimTotpStep(db, userId, step));
  }
  return useRecoveryCode(db, userId, typed);
}
