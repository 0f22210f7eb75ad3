import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiIdempotencyKeys } from '../db/schema';
import type { Tx } from '../db/transaction';

/** How long a key's first answer is given again (issue 33), and after which the sweeper drops it. */
const IDEMPOTENCY_HOURS = 24;

/**
 * Holds the key until the transaction ends: a second request with the same key waits for the
 * first one's commit and then finds its answer, instead of taking the application twice.
 */
export async function lockIdempotencyKey(tx: Tx, apiKeyId: string, key: string): Promise<void> {
  // Two-key form, key space 5: apart from the migrations' lock and the repeat rule's (4).
  await tx.execute(sql`select pg_advisory_xact_lock(5, hashtext(${`${apiKeyId}:${key}`}))`);
}

/** The answer kept for this key within the last 24 hours, with the hash of its request. */
export async function findIdempotentAnswer(tx: Tx, apiKeyId: string, key: string) {
  const [row] = await tx
    .select({ requestHash: apiIdempotencyKeys.requestHash, answer: apiIdempotencyKeys.answer })
    .from(apiIdempotencyKeys)
    .where(
      and(
        eq(apiIdempotencyKeys.apiKeyId, apiKeyId),
        eq(apiIdempotencyKeys.idempotencyKey, key),
        sql`${apiIdempotencyKeys.createdAt} > now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`,
      ),
    );
  return row;
}

/** Keeps the first answer; an expired row the sweeper has not reached yet is replaced. */
export async function saveIdempotentAnswer(
  tx: Tx,
  row: { apiKeyId: string; key: string; requestHash: string; answer: Record<string, unknown> },
): Promise<void> {
  const values = {
    apiKeyId: row.apiKeyId,
    idempotencyKey: row.key,
    requestHash: row.requestHash,
    answer: row.answer,
  };
  await tx
    .insert(apiIdempotencyKeys)
    .values(values)
    .onConflictDoUpdate({
      target: [apiIdempotencyKeys.apiKeyId, apiIdempotencyKeys.idempotencyKey],
      set: { requestHash: row.requestHash, answer: row.answer, createdAt: sql`now()` },
    });
}

/** Drops the answers older than 24 hours; any number of processes may run it at once. */
export async function deleteExpiredIdempotencyKeys(db: Db): Promise<number> {
  const deleted = await db
    .delete(apiIdempotencyKeys)
    .where(
      sql`${apiIdempotencyKeys.createdAt} <= now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`,
    )
    .returning({ key: apiIdempotencyKeys.idempotencyKey });
  return deleted.length;
}
