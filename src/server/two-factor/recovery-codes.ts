import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../shared/auth/two-factor.contract';
import type { Db } from '../db/client';
import { recoveryCodes } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { sha256 } from '../lib/hash';

// No 0/o, 1/l/i: a code copied from paper reads one way only.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** How a typed recovery code is compared: case, spaces and the dash do not matter. */
function normalizeRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/**
 * Replaces the user's recovery codes with ten new ones, stored as SHA-256 only (50 random bits
 * each, and guesses are rate-limited): the codes are returned once, to be shown once.
 */
export async function replaceRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256(normalizeRecoveryCode(code)) })));
  return codes;
}

/** Spends a recovery code: one statement, so two requests cannot both use it. */
export async function useRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(normalizeRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}
