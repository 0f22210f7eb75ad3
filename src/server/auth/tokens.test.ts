import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { apiTokens, settings } from '../db/schema';
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

  it("reads the firm's two-factor rule with the user: due for an admin without a second factor only", async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const enrolled = await createUser(t.db, { role: 'admin', twoFactorEnabledAt: new Date() });
    const partner = await createUser(t.db, { role: 'partner' });
    const due = async (user: { id: string }) =>
      (await authenticateToken(t.db, await issueToken(t.db, user.id, 3600)))?.secondFactorDue;
    const rule = (value: unknown) =>
      t.db
        .insert(settings)
        .values({ key: 'two_factor_required_for_admins', value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });

    // Not required by default.
    expect(await due(admin)).toBe(false);
    await rule(true);
    expect([await due(admin), await due(enrolled), await due(partner)]).toEqual([
      true,
      false,
      false,
    ]);
    await rule(false);
    expect(await due(admin)).toBe(false);
    // A stored value that no longer fits is the default, as everywhere else.
    await rule('yes please');
    expect(await due(admin)).toBe(false);
  });
});
