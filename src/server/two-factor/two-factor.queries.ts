import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  passkeys,
  recoveryCodes,
  rememberedDevices,
  totpCredentials,
  twoFactorChallenges,
  users,
} from '../db/schema';
import type { DbOrTx } from '../db/transaction';

export type TotpRow = typeof totpCredentials.$inferSelect;

export async function findTotp(db: DbOrTx, userId: string): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
  return row;
}

export async function countPasskeys(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * Accepts a TOTP step once: only when it is newer than the last accepted, in one statement, so
 * two requests racing with the same code cannot both pass.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(totpCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        isNotNull(totpCredentials.confirmedAt),
        or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return claimed.length > 0;
}

/** Marks the user as having (or no longer having) a second factor: the access check reads it. */
export async function setTwoFactorEnabled(tx: DbOrTx, userId: string, enabled: boolean) {
  await tx
    .update(users)
    .set({ twoFactorEnabledAt: enabled ? sql`now()` : null })
    .where(eq(users.id, userId));
}

/** Every second factor of the user, gone: app, recovery codes, passkeys, remembered devices. */
export async function deleteSecondFactors(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx
    .update(rememberedDevices)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(rememberedDevices.userId, userId), isNull(rememberedDevices.revokedAt)));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await setTwoFactorEnabled(tx, userId, false);
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function listPasskeys(db: DbOrTx, userId: string) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(passkeys.createdAt);
}

export async function listRememberedDevices(db: DbOrTx, userId: string) {
  return db
    .select({
      id: rememberedDevices.id,
      label: rememberedDevices.label,
      createdAt: rememberedDevices.createdAt,
      expiresAt: rememberedDevices.expiresAt,
    })
    .from(rememberedDevices)
    .where(
      and(
        eq(rememberedDevices.userId, userId),
        isNull(rememberedDevices.revokedAt),
        gt(rememberedDevices.expiresAt, sql`now()`),
      ),
    )
    .orderBy(rememberedDevices.createdAt);
}
