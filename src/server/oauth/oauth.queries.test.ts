import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-database';
import type { Database } from '../db/client';
import { oauthLogins } from '../db/schema';
import { deleteExpiredOAuthLogins } from './oauth.queries';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const attempt = (state: string, expiresAt: ReturnType<typeof sql>) => ({
  provider: 'local',
  stateHash: state,
  nonce: `nonce-${state}`,
  codeVerifier: `verifier-${state}`,
  expiresAt,
});

describe('OAuth sign-in attempts', () => {
  it('are deleted once expired, used or not, and only then', async () => {
    const { db } = database;
    await db
      .insert(oauthLogins)
      .values([
        attempt('expired', sql`now() - interval '1 minute'`),
        { ...attempt('handed-off', sql`now() - interval '1 second'`), usedAt: sql`now()` },
        attempt('fresh', sql`now() + interval '9 minutes'`),
      ]);
    expect(await deleteExpiredOAuthLogins(db)).toBe(2);
    const left = await db.select({ state: oauthLogins.stateHash }).from(oauthLogins);
    expect(left.map((row) => row.state)).toEqual(['fresh']);
    expect(await deleteExpiredOAuthLogins(db)).toBe(0);
  });
});
