import { eq, sql } from 'drizzle-orm';
import type { TVerifyEmailRequest } from '../../shared/auth/email-verification.contract';
import type { Db } from '../db/client';
import { emailVerifications, users } from '../db/schema';
import { AppError } from '../errors';
import { sha256 } from '../lib/hash';
import type { Tx } from '../db/transaction';

/**
 * A link to an address the user does not have yet is an e-mail change (request-email-change.ts):
 * while unused and fresh, and the address still free, it becomes the user's verified address.
 * Only links sent for a change do this: an old address's link never takes the account back.
 */
async function applyEmailChange(
  tx: Tx,
  userId: string,
  row: { id: string; email: string; usedAt: Date | null; expired: boolean },
): Promise<VerifyOutcome> {
  checkUsable(row);
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, row.email.toLowerCase()));
  if (owner) throw new AppError('conflict', 'auth.email_taken');
  return useLink(tx, row.id, userId, { email: row.email });
}

/** A link works once and until it expires. */
function checkUsable(row: { usedAt: Date | null; expired: boolean }): void {
  if (row.usedAt) throw invalidLink();
  if (row.expired) throw new AppError('bad_request', 'email-verification.expired');
}

/** Spends the link and marks the user's address verified (with `change` applied too). */
async function useLink(
  tx: Tx,
  linkId: string,
  userId: string,
  change: { email?: string } = {},
): Promise<VerifyOutcome> {
  await tx
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(eq(emailVerifications.id, linkId));
  await tx
    .update(users)
    .set({ ...change, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return 'verified';
}

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
        changesEmail: emailVerifications.changesEmail,
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
    if (!user || user.disabledAt) throw invalidLink();
    if (user.email.toLowerCase() !== row.email.toLowerCase()) {
      if (!row.changesEmail) throw invalidLink();
      return applyEmailChange(tx, user.id, row);
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
    checkUsable(row);
    return useLink(tx, row.id, user.id);
  });
}
