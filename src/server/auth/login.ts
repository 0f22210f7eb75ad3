import type { Db } from '../db/client';
import { AppError } from '../errors';
import { clearRateLimit, enforceRateLimit } from '../lib/rate-limit';
import { findUserByEmail } from '../users/users.queries';
import { verifyPassword } from './passwords';
import { startSignIn, type SignInOutcome } from '../two-factor/start-sign-in';

const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins per address before a wait (a success clears the count). */
const PER_EMAIL_LIMIT = 10;

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
  ip: string;
  /** The remembered-device token of this browser, its signature already checked (0061). */
  rememberedDevice?: string | null;
}

export interface LoginLimits {
  /** Sign-ins from one IP address per 15 minutes (config LOGIN_RATE_LIMIT_PER_IP). */
  perIp: number;
}

/**
 * Sign-in in a fixed order: rate limits (per IP, per e-mail), credentials, then the account's
 * state. Unknown e-mail and wrong password give the same answer in the same time.
 */
export async function login(
  db: Db,
  input: LoginInput,
  limits: LoginLimits,
): Promise<SignInOutcome> {
  const emailKey = `login:email:${input.email.trim().toLowerCase()}`;
  for (const [key, limit] of [
    [`login:ip:${input.ip}`, limits.perIp],
    [emailKey, PER_EMAIL_LIMIT],
  ] as const) {
    const rule = { limit, windowSeconds: LOGIN_WINDOW_SECONDS };
    await enforceRateLimit(db, key, rule, 'auth.throttled');
  }

  const user = await findUserByEmail(db, input.email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordMatches) {
    throw new AppError('validation', 'auth.failed', { fieldErrors: { email: ['auth.failed'] } });
  }
  if (user.disabledAt) {
    throw new AppError('validation', 'auth.disabled', {
      fieldErrors: { email: ['auth.disabled'] },
    });
  }

  await clearRateLimit(db, emailKey);
  return startSignIn(db, user, input);
}
