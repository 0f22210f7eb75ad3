import type { Db } from '../db/client';
import { AppError } from '../errors';
import { findUserByEmail } from '../users/users.queries';
import { verifyPassword } from './passwords';
import { startSignIn, type SignInOutcome } from '../two-factor/start-sign-in';
import { clearSignInThrottle, enforceSignInThrottle } from './sign-in-throttle';

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
 * Sign-in in a fixed order: rate limits (per IP, per account and IP), credentials, then the account's
 * state. Unknown e-mail and wrong password give the same answer in the same time.
 */
export async function login(
  db: Db,
  input: LoginInput,
  limits: LoginLimits,
): Promise<SignInOutcome> {
  await enforceSignInThrottle(db, input, limits);

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

  await clearSignInThrottle(db, input);
  return startSignIn(db, user, input);
}
