import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PASSWORD_TOKEN_PURPOSES } from '../db/schema';
import { passwordResets, users } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';
import { randomToken, sha256 } from '../lib/hash';

export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/**
 * A new one-time password link for the user, replacing their unused ones of the same purpose in
 * the caller's transaction (Documenso's way): only the newest e-mail's link works. The user row
 * is locked first, so two requests at once cannot both leave a live token. Returns the token;
 * only its SHA-256 is stored.
 */
export async function replacePasswordToken(
  tx: Tx,
  userId: string,
  purpose: PasswordTokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await tx
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.purpose, purpose),
        isNull(passwordResets.usedAt),
      ),
    );
  const token = randomToken(32);
  await tx.insert(passwordResets).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
  return token;
}

/**
 * The live token row (unused, unexpired, its user not disabled), or undefined. Inside a
 * transaction, `lock` holds the row until commit, so a token can be used only once.
 */
export async function findLivePasswordToken(
  db: DbOrTx,
  token: string,
  purpose: PasswordTokenPurpose,
  lock = false,
) {
  const query = db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      // Whom the new password must not name (password-strength.ts).
      email: users.email,
      name: users.name,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        eq(passwordResets.purpose, purpose),
        isNull(passwordResets.usedAt),
        sql`${passwordResets.expiresAt} > now()`,
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: passwordResets }) : await query;
  return row;
}

export async function markPasswordTokenUsed(tx: Tx, id: string): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(eq(passwordResets.id, id));
}
