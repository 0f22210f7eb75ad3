import { eq, sql } from 'drizzle-orm';
import type { TVerifyEmailRequest } from '../../shared/auth/email-verification.contract';
import type { Db } from '../db/client';
import { emailVerifications, users } from '../db/schema';
import { AppError } from '../errors';
import { sha256 } from '../lib/hash';

export type VerifyOutcome = 'verified' | 'already_verified';

const invalidLink = () => new AppError('bad_request', 'email-verification.invalid_link');

/**
 * The link of a verification e-mail (issue 16). The signature finds the stored hash; the id and
 * expiry must be those stored with it, so a changed id, expiry or signature is refused. An
 * expired link says so (the screen offers a new one). Verifying twice answers "already
 * verified"; a link sent to an address the user no longer has verifies nothing.
 */
export async function verifyEmail(db: Db, link: TVerifyEmailRequest): Promise<VerifyOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: emailVerifications.id,
        userId: emailVerifications.userId,
        email: emailVerifications.email,
        expiresAt: emailVerifications.expiresAt,
        usedAt: emailVerifications.usedAt,
        expired: sql<boolean>`${emailVerifications.expiresAt} <= now()`,
      })
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, sha256(link.signature)))
      .for('update');
    if (
      !row ||
      row.userId !== link.id ||
      Math.round(row.expiresAt.getTime() / 1000) !== link.expires
    ) {
      throw invalidLink();
    }
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for('update');
    if (!user || user.disabledAt || user.email.toLowerCase() !== row.email.toLowerCase()) {
      throw invalidLink();
    }
    if (user.emailVerifiedAt) {
      if (!row.usedAt) {
        await tx
          .update(emailVerifications)
          .set({ usedAt: sql`now()` })
          .where(eq(emailVerifications.id, row.id));
      }
      return 'already_verified';
    }
    if (row.usedAt) throw invalidLink();
    if (row.expired) throw new AppError('bad_request', 'email-verification.expired');
    await tx
      .update(emailVerifications)
      .set({ usedAt: sql`now()` })
      .where(eq(emailVerifications.id, row.id));
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return 'verified';
  });
}
