import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';
import { enqueueMail } from '../mail/outbox';
import {
  findLivePasswordToken,
  markPasswordTokenUsed,
  type PasswordTokenPurpose,
} from './password-resets.queries';
import { assertStrongPassword } from './password-strength';
import { hashPassword } from './passwords';
import { startSignIn, type SignInOutcome } from '../two-factor/start-sign-in';
import { revokeAllTokens } from './tokens';

/** Tries per IP: a token cannot be guessed, but each try may cost an argon2 hash. */
const RESET_ATTEMPT_LIMIT: RateRule = { limit: 20, windowSeconds: 15 * 60 };

const invalidLink = () => new AppError('bad_request', 'password-reset.invalid_link');

/**
 * Sets a new password from a one-time link (issue 16). In one transaction: the token is used up,
 * the password replaced, every session of the user revoked (sign out everywhere), the address
 * counted as verified (the link reached the mailbox) and a "password changed" notice queued.
 * Then this device is signed in as after a right password: with a second factor enrolled, only a
 * challenge for the code step (decision 0063), as the mailbox is no second factor. Unknown, used
 * and expired tokens get one and the same answer.
 */
export async function resetPassword(
  db: Db,
  input: {
    token: string;
    password: string;
    ip: string;
    purpose?: PasswordTokenPurpose;
    rememberedDevice?: string | null;
  },
): Promise<SignInOutcome> {
  const purpose = input.purpose ?? 'reset';
  await enforceRateLimit(db, `reset-attempt:ip:${input.ip}`, RESET_ATTEMPT_LIMIT);
  // Checked before hashing, so a wrong token costs no argon2 time; checked again under lock.
  const link = await findLivePasswordToken(db, input.token, purpose);
  if (!link) throw invalidLink();
  await assertStrongPassword(db, input.password, link);
  const passwordHash = await hashPassword(input.password);

  const user = await db.transaction(async (tx) => {
    const live = await findLivePasswordToken(tx, input.token, purpose, true);
    if (!live) throw invalidLink();
    await markPasswordTokenUsed(tx, live.id);
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, live.userId))
      .returning();
    if (!updated) throw invalidLink();
    await revokeAllTokens(tx, updated.id);
    // An invitee chose their first password: there is no earlier one to warn about.
    if (purpose === 'reset') {
      await enqueueMail(tx, [
        {
          recipient: updated.email,
          template: 'password-changed',
          locale: updated.locale,
          data: { name: updated.name },
        },
      ]);
    }
    return updated;
  });

  return startSignIn(db, user, { remember: false, rememberedDevice: input.rememberedDevice });
}
