import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-database';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import {
  LONGEST_RATE_WINDOW_SECONDS,
  consumeRateLimit,
  deleteExpiredRateLimits,
} from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('rate limit rows', () => {
  it('are deleted once their window can no longer count, and only then', async () => {
    const { db } = database;
    await db.insert(rateLimits).values([
      { key: 'sweep:old', windowStart: sql`now() - interval '25 hours'`, hits: 3 },
      { key: 'sweep:recent', windowStart: sql`now() - interval '23 hours'`, hits: 3 },
      { key: 'sweep:now', windowStart: sql`now()`, hits: 1 },
    ]);
    expect(await deleteExpiredRateLimits(db)).toBe(1);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((row) => row.key).sort()).toEqual(['sweep:now', 'sweep:recent']);
  });

  it('a key swept away starts counting afresh', async () => {
    const { db } = database;
    await db
      .insert(rateLimits)
      .values({ key: 'sweep:again', windowStart: sql`now() - interval '2 days'`, hits: 99 });
    await deleteExpiredRateLimits(db);
    const result = await consumeRateLimit(db, 'sweep:again', 1, 60);
    expect(result).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('refuses a window longer than the sweep keeps', async () => {
    await expect(
      consumeRateLimit(database.db, 'sweep:long', 1, LONGEST_RATE_WINDOW_SECONDS + 1),
    ).rejects.toThrow(/exceeds 86400s/);
  });
});
