import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, partners, rememberedDevices, twoFactorChallenges } from '../db/schema';
import { sha256 } from '../lib/hash';
import { deleteExpiredTwoFactorRows } from './delete-expired-two-factor-rows';
import { rememberDevice } from './remembered-device';
import { issueSignInChallenge } from './sign-in-challenge';
import { codeStep, enrolled, login } from './two-factor.test-support';

// Decision 0063: expired two-factor rows are swept; a user's own second-factor changes audited.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the sweep of expired two-factor rows', () => {
  it('deletes expired challenges and remembered devices, and keeps the live ones', async () => {
    const { user } = await t.signIn('partner');
    const expired = await issueSignInChallenge(t.db, user.id, false);
    const live = await issueSignInChallenge(t.db, user.id, false);
    await rememberDevice(t.db, 'a'.repeat(64), user.id, 'Old browser');
    await rememberDevice(t.db, 'a'.repeat(64), user.id, 'New browser');
    await t.db
      .update(twoFactorChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(twoFactorChallenges.challengeHash, sha256(expired)));
    await t.db
      .update(rememberedDevices)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(
        and(eq(rememberedDevices.userId, user.id), eq(rememberedDevices.label, 'Old browser')),
      );

    expect(await deleteExpiredTwoFactorRows(t.db)).toBeGreaterThanOrEqual(2);
    const challenges = await t.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.userId, user.id));
    expect(challenges.map((row) => row.challengeHash)).toEqual([sha256(live)]);
    const devices = await t.db
      .select({ label: rememberedDevices.label })
      .from(rememberedDevices)
      .where(eq(rememberedDevices.userId, user.id));
    expect(devices).toEqual([{ label: 'New browser' }]);
    // Nothing left to sweep for this user: a second round removes none of theirs.
    await deleteExpiredTwoFactorRows(t.db);
    expect(
      await t.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id)),
    ).toHaveLength(1);
  });
});

describe('the audit list of a user’s own second factor', () => {
  const rowsFor = (entityId: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, entityId))
      .orderBy(auditEvents.createdAt);

  it('records a partner turning it on, new recovery codes, a forgotten device and turning it off', async () => {
    const { user, token, codes } = await enrolled(t);
    const [partner] = await t.db.select().from(partners).where(eq(partners.userId, user.id));

    const regenerated = await t.request({
      method: 'POST',
      url: '/api/settings/two-factor/recovery-codes',
      token,
      payload: { current_password: TEST_PASSWORD },
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().recovery_codes as string[];
    expect(codes[0]).not.toBe(fresh[0]);

    const { challenge } = (await login(t, user.email)).json();
    const signedIn = await codeStep(t, challenge, fresh[0]!, { remember_device: true });
    const status = await t.request({
      method: 'GET',
      url: '/api/settings/two-factor',
      token: signedIn.json().token,
    });
    const [device] = status.json().remembered_devices;
    // Another partner's try at it is refused and leaves no row.
    const other = await t.signIn('partner');
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/settings/two-factor/devices/${device.id}`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    const forget = await t.request({
      method: 'DELETE',
      url: `/api/settings/two-factor/devices/${device.id}`,
      token,
    });
    expect(forget.statusCode).toBe(200);

    // A refused turning-off (wrong code) writes nothing; the right one does.
    const disable = (code: string) =>
      t.request({
        method: 'POST',
        url: '/api/settings/two-factor/disable',
        token,
        payload: { current_password: TEST_PASSWORD, code },
      });
    expect((await disable('zzzzz-zzzzz')).statusCode).toBe(422);
    expect((await disable(fresh[1]!)).statusCode).toBe(200);

    const rows = await rowsFor(partner!.id);
    expect(
      rows.map((row) => [row.action, row.entityType, row.actorUserId, row.before, row.after]),
    ).toEqual([
      [
        'two_factor.enabled',
        'partner',
        user.id,
        { two_factor_enabled: false },
        { two_factor_enabled: true },
      ],
      [
        'two_factor.recovery_codes_regenerated',
        'partner',
        user.id,
        { recovery_codes_left: 10 },
        { recovery_codes_left: 10 },
      ],
      ['two_factor.device_revoked', 'partner', user.id, { remembered_device: device.label }, null],
      [
        'two_factor.disabled',
        'partner',
        user.id,
        { two_factor_enabled: true },
        { two_factor_enabled: false },
      ],
    ]);
    // No secret in the rows: neither a recovery code nor the device's cookie.
    expect(JSON.stringify(rows)).not.toContain(fresh[2]);

    // An admin reads them in the audit list, under the partner.
    const admin = await t.signIn('admin');
    const list = await t.request({
      method: 'GET',
      url: '/api/audit?entity_type=partner&limit=100',
      token: admin.token,
    });
    const listed = (list.json().data as { action: string; entity_id: string }[])
      .filter((event) => event.entity_id === partner!.id)
      .map((event) => event.action);
    expect(listed).toEqual([
      'two_factor.disabled',
      'two_factor.device_revoked',
      'two_factor.recovery_codes_regenerated',
      'two_factor.enabled',
    ]);
  });

  it('records an admin’s own change under their administrator account', async () => {
    const { user } = await enrolled(t, 'admin');
    const rows = await rowsFor(user.id);
    expect(rows.map((row) => [row.action, row.entityType, row.actorUserId])).toEqual([
      ['two_factor.enabled', 'user', user.id],
    ]);
  });
});
