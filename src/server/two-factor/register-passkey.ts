import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { assertCurrentPassword } from '../auth/current-password';
import type { UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { passkeys, twoFactorChallenges } from '../db/schema';
import { AppError } from '../errors';
import { randomToken, sha256 } from '../lib/hash';
import { auditOwnSecondFactor } from './audit-own-second-factor';
import { CHALLENGE_TTL_SECONDS } from './sign-in-challenge';
import type { RelyingParty } from './webauthn-relying-party';

const notSaved = () => new AppError('validation', 'two-factor-settings.passkey_failed');

/**
 * Adding a passkey, first step: the password (a session left open cannot add one), and two-factor
 * already on, so recovery codes cover a lost passkey. Answers WebAuthn creation options and a
 * single-use token (stored hashed, with the WebAuthn challenge) that the second step returns.
 */
export async function startPasskeyRegistration(
  db: Db,
  user: UserRow,
  password: string,
  rp: RelyingParty & { name: string },
) {
  if (!user.twoFactorEnabledAt)
    throw new AppError('conflict', 'two-factor-settings.passkey_needs_app');
  await assertCurrentPassword(db, user, password);
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    // The same authenticator twice would be one passkey listed twice.
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  const registration = randomToken(32);
  await db.insert(twoFactorChallenges).values({
    userId: user.id,
    purpose: 'passkey-registration',
    challengeHash: sha256(registration),
    webauthnChallenge: options.challenge,
    expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})`,
  });
  return { registration, options: options as unknown as Record<string, unknown> };
}

/**
 * Second step: the browser's new credential, checked against the options' challenge, origin and
 * RP ID; saved under its name with the audit row, the token spent, in one transaction.
 */
export async function addPasskey(
  db: Db,
  user: UserRow,
  input: { registration: string; name: string; response: Record<string, unknown> },
  rp: RelyingParty,
): Promise<void> {
  const [pending] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.challengeHash, sha256(input.registration)),
        eq(twoFactorChallenges.purpose, 'passkey-registration'),
        eq(twoFactorChallenges.userId, user.id),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
      ),
    );
  if (!pending?.webauthnChallenge) throw notSaved();
  const verification = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: pending.webauthnChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw notSaved();
  const { credential } = verification.registrationInfo;

  await db.transaction(async (tx) => {
    const spent = await tx
      .update(twoFactorChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(twoFactorChallenges.id, pending.id), isNull(twoFactorChallenges.usedAt)))
      .returning({ id: twoFactorChallenges.id });
    if (spent.length === 0) throw notSaved();
    const saved = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .onConflictDoNothing()
      .returning({ id: passkeys.id });
    if (saved.length === 0) throw notSaved();
    await auditOwnSecondFactor(tx, user, 'two_factor.passkey_added', {
      after: { passkey: input.name },
    });
  });
}

/** Removes one of the user's passkeys, audited; another user's is an unknown one (404). */
export async function removePasskey(db: Db, user: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning({ name: passkeys.name });
    if (!removed) throw new AppError('not_found', 'errors.not_found');
    await auditOwnSecondFactor(tx, user, 'two_factor.passkey_removed', {
      before: { passkey: removed.name },
    });
  });
}
