import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
} from '@simplewebauthn/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeys, twoFactorChallenges } from '../db/schema';
import { AppError } from '../errors';
import { checkChallenge, finishSignIn } from './complete-two-factor-sign-in';
import type { RelyingParty } from './webauthn-relying-party';

const notAccepted = () => new AppError('validation', 'two-factor.passkey_failed');

/**
 * The passkey at the code step, first half: WebAuthn options naming the user's passkeys, their
 * challenge kept on the sign-in challenge's row. Counted against the code step's limits.
 */
export async function passkeySignInOptions(
  db: Db,
  input: { challenge: string; ip: string },
  perIp: number,
  rp: RelyingParty,
) {
  const found = await checkChallenge(db, input, perIp);
  const keys = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, found.userId));
  if (keys.length === 0) throw notAccepted();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys,
    userVerification: 'preferred',
  });
  await db
    .update(twoFactorChallenges)
    .set({ webauthnChallenge: options.challenge })
    .where(eq(twoFactorChallenges.id, found.id));
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * Second half: the browser's signature over that WebAuthn challenge, by one of the user's
 * passkeys. The WebAuthn challenge is taken off the row before checking, so it is tried once;
 * the signature counter is kept, then the session opens as after a code.
 */
export async function completePasskeySignIn(
  db: Db,
  input: { challenge: string; response: Record<string, unknown>; ip: string },
  perIp: number,
  rp: RelyingParty,
) {
  const found = await checkChallenge(db, input, perIp);
  const response = input.response as unknown as AuthenticationResponseJSON;
  const [taken] = await db
    .update(twoFactorChallenges)
    .set({ webauthnChallenge: null })
    .where(
      and(
        eq(twoFactorChallenges.id, found.id),
        sql`${twoFactorChallenges.webauthnChallenge} is not null`,
      ),
    )
    .returning({ id: twoFactorChallenges.id });
  const expectedChallenge = found.webauthnChallenge;
  const [key] =
    typeof response.id === 'string'
      ? await db
          .select()
          .from(passkeys)
          .where(and(eq(passkeys.userId, found.userId), eq(passkeys.credentialId, response.id)))
      : [];
  if (!taken || !expectedChallenge || !key) throw notAccepted();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
      counter: key.counter,
      transports: key.transports as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw notAccepted();
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, key.id));
  return finishSignIn(db, found);
}
