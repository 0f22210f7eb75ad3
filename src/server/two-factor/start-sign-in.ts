import type { SecondFactorMethod } from '../../shared/auth/two-factor.contract';
import {
  issueToken,
  REMEMBER_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  type UserRow,
} from '../auth/tokens';
import type { Db } from '../db/client';
import { findRememberedDevice } from './remembered-device';
import { issueSignInChallenge } from './sign-in-challenge';
import { countPasskeys, findTotp } from './two-factor.queries';

export type SignInOutcome =
  | { user: UserRow; token: string; expiresIn: number }
  | { user: UserRow; challenge: string; methods: SecondFactorMethod[] };

/** Opens the session: 12 hours, or a year with "remember me" (decision 0004). */
export async function openSession(db: Db, user: UserRow, remember: boolean) {
  const expiresIn = remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
  const token = await issueToken(db, user.id, expiresIn);
  return { user, token, expiresIn };
}

/**
 * What follows a right password: a session, or, when the user has a second factor and this
 * browser is not one they asked to remember, a challenge for the code step (decision 0061).
 */
export async function startSignIn(
  db: Db,
  user: UserRow,
  input: { remember: boolean; rememberedDevice?: string | null },
): Promise<SignInOutcome> {
  if (!user.twoFactorEnabledAt) return openSession(db, user, input.remember);
  if (input.rememberedDevice && (await findRememberedDevice(db, user.id, input.rememberedDevice)))
    return openSession(db, user, input.remember);

  const methods: SecondFactorMethod[] = [];
  if ((await findTotp(db, user.id))?.confirmedAt) methods.push('totp');
  methods.push('recovery');
  if ((await countPasskeys(db, user.id)) > 0) methods.push('passkey');
  const challenge = await issueSignInChallenge(db, user.id, input.remember);
  return { user, challenge, methods };
}
