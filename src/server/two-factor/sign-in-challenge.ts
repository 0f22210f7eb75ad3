import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { twoFactorChallenges } from '../db/schema';
import { randomToken, sha256 } from '../lib/hash';

/** Long enough to open the app and type a code, short enough to be of little use if taken. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export type ChallengeRow = typeof twoFactorChallenges.$inferSelect;

/** The password step's proof: 256 random bits, only the hash stored. Not a session. */
export async function issueSignInChallenge(
  db: Db,
  userId: string,
  remember: boolean,
): Promise<string> {
  const challenge = randomToken(32);
  await db.insert(twoFactorChallenges).values({
    userId,
    purpose: 'sign-in',
    challengeHash: sha256(challenge),
    remember,
    expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})`,
  });
  return challenge;
}

/** A live, unused sign-in challenge (not yet spent: a wrong code leaves it for another try). */
export async function findSignInChallenge(
  db: Db,
  challenge: string,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.challengeHash, sha256(challenge)),
        eq(twoFactorChallenges.purpose, 'sign-in'),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Spends the challenge once: of two requests with good codes, one opens a session. */
export async function spendChallenge(db: Db, id: string): Promise<boolean> {
  const spent = await db
    .update(twoFactorChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  return spent.length > 0;
}
