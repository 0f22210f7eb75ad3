import type { MessageKey } from '../../shared/i18n/message-key';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';
import { startSweeper, type SweepLog } from './sweeper';

/**
 * No window is longer than this, so a row whose window started longer ago than this counts for
 * nothing and may be deleted (see deleteExpiredRateLimits).
 */
export const LONGEST_RATE_WINDOW_SECONDS = 86_400;

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window kept in the database, so every server process
 * shares the count. One statement: safe under concurrent hits.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  if (windowSeconds > LONGEST_RATE_WINDOW_SECONDS) {
    throw new Error(`rate window ${windowSeconds}s exceeds ${LONGEST_RATE_WINDOW_SECONDS}s`);
  }
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { allowed: row.hits <= limit, retryAfterSeconds: Number(row.secondsLeft) };
}

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** Counts one hit and refuses with 429 (how long to wait, in words and Retry-After) past the rule. */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: RateRule,
  messageKey: MessageKey = 'errors.too_many_requests',
): Promise<void> {
  const result = await consumeRateLimit(db, key, rule.limit, rule.windowSeconds);
  if (!result.allowed) {
    throw new AppError('too_many_requests', messageKey, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes the rows of windows that have ended; any number of processes may run it at once. */
export async function deleteExpiredRateLimits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(
      sql`${rateLimits.windowStart} < now() - make_interval(secs => ${LONGEST_RATE_WINDOW_SECONDS})`,
    )
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/** Sweeps expired rate-limit rows on a schedule, so the table does not grow without bound. */
export function startRateLimitSweeper(db: Db, intervalMs: number, log: SweepLog) {
  return startSweeper(
    {
      run: () => deleteExpiredRateLimits(db),
      done: 'expired rate limits deleted',
      // The database may be restarting: the next sweep catches up.
      failed: 'rate limit sweep failed',
    },
    intervalMs,
    log,
  );
}
