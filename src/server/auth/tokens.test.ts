import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { apiTokens } from '../db/schema';
import { authenticateToken, issueToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The one token of this test's database: when it was last used. */
const lastUsed = async () => {
  const [row] = await t.db.select().from(apiTokens);
  return row?.lastUsedAt?.getTime() ?? null;
};

describe('authenticateToken', () => {
  it('notes when a token was last used, at most once a minute', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const token = await issueToken(t.db, user.id, 3600);
    expect(await lastUsed()).toBeNull();

    expect((await authenticateToken(t.db, token))?.user.id).toBe(user.id);
    const first = await lastUsed();
    expect(first).not.toBeNull();

    await authenticateToken(t.db, token);
    expect(await lastUsed()).toBe(first);

    await t.db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiTokens.userId, user.id));
    const stale = await lastUsed();
    await authenticateToken(t.db, token);
    expect(await lastUsed()).toBeGreaterThan(stale!);
  });
});
