import type { Db } from '../db/client';
import { AppError } from '../errors';
import { clearRateLimit, enforceRateLimit } from '../lib/rate-limit';
import { findUserById } from '../users/users.queries';
import { findSignInChallenge, spendChallenge, type ChallengeRow } from './sign-in-challenge';
import { openSession } from './start-sign-in';
import { verifySecondFactor } from './verify-second-factor';

const WINDOW_SECONDS = 15 * 60;
/** Wrong codes per account before a wait, as wrong passwords per address (login.ts). */
const PER_USER_LIMIT = 10;

/** The same answer as a wrong password (issue 31): a guesser learns nothing from the wording. */
export const wrongCode = () =>
  new AppError('validation', 'auth.failed', { fieldErrors: { code: ['auth.failed'] } });

/**
 * Rate limits and the challenge, shared by the code step and the passkey step: the per-IP budget
 * of the password step, then a per-account count of failures. Answers the live challenge.
 */
export async function checkChallenge(
  db: Db,
  input: { challenge: string; ip: string },
  perIp: number,
): Promise<ChallengeRow> {
  const rule = (limit: number) => ({ limit, windowSeconds: WINDOW_SECONDS });
  await enforceRateLimit(db, `two-factor:ip:${input.ip}`, rule(perIp), 'auth.throttled');
  const found = await findSignInChallenge(db, input.challenge);
  if (!found) throw new AppError('bad_request', 'two-factor.challenge_expired');
  await enforceRateLimit(
    db,
    `two-factor:user:${found.userId}`,
    rule(PER_USER_LIMIT),
    'auth.throttled',
  );
  return found;
}

/** After a good second factor: the challenge spent once, the account's count cleared, a session. */
export async function finishSignIn(db: Db, found: ChallengeRow) {
  const user = await findUserById(db, found.userId);
  if (!user || user.disabledAt) {
    throw new AppError('validation', 'auth.disabled', { fieldErrors: { code: ['auth.disabled'] } });
  }
  if (!(await spendChallenge(db, found.id))) {
    throw new AppError('bad_request', 'two-factor.challenge_expired');
  }
  await clearRateLimit(db, `two-factor:user:${found.userId}`);
  return { ...(await openSession(db, user, found.remember)), remember: found.remember };
}

/** The code step of sign-in: an authenticator code or a recovery code completes the challenge. */
export async function completeTwoFactorSignIn(
  db: Db,
  appKey: string,
  input: { challenge: string; code: string; ip: string },
  perIp: number,
) {
  const found = await checkChallenge(db, input, perIp);
  if (!(await verifySecondFactor(db, appKey, found.userId, input.code))) throw wrongCode();
  return finishSignIn(db, found);
}
