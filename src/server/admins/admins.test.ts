import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/support/factories';
import { deliverMail, linkIn } from '../../../tests/support/mailbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, outbox, passwordResets, rateLimits, users } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(rateLimits);
  // Each test starts with no admins, so "the last admin" is the test's own.
  await t.db.delete(users).where(eq(users.role, 'admin'));
});

const PASSWORD = 'a chosen password';
const accept = (token: string) =>
  t.request({
    method: 'POST',
    url: '/api/invite/accept',
    payload: { token, password: PASSWORD, password_confirmation: PASSWORD },
  });
const invite = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/admins', token, payload });
const action = (token: string, id: string, verb: string) =>
  t.request({ method: 'POST', url: `/api/admins/${id}/${verb}`, token });

async function inviteToken(email: string): Promise<string> {
  const mail = (await deliverMail(t.db)).find((m) => m.to === email);
  return decodeURIComponent(linkIn(mail, '/invite/').pathname.split('/').pop()!);
}

describe('admins', () => {
  it('invites an admin who sets a password from the link, once, and can then sign in', async () => {
    const { token, user: me } = await t.signIn('admin');
    const res = await invite(token, { name: 'Ada Admin', email: 'Ada@Example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().admin).toMatchObject({ email: 'ada@example.test', status: 'invited' });
    const link = await inviteToken('ada@example.test');

    const accepted = await accept(link);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user.email).toBe('ada@example.test');
    const [ada] = await t.db.select().from(users).where(eq(users.email, 'ada@example.test'));
    expect(ada!.emailVerifiedAt).not.toBeNull();
    expect((await accept(link)).statusCode).toBe(400);

    const signedIn = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ada@example.test', password: PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: '/api/admins', token });
    expect(list.json().data.map((a: { email: string; status: string }) => a.status)).toEqual(
      expect.arrayContaining(['active', 'active']),
    );
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, ada!.id));
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([['admin.invited', me.id]]);
  });

  it('refuses an expired link, and a resent invitation replaces the earlier link', async () => {
    const { token } = await t.signIn('admin');
    const id = (await invite(token, { name: 'Bo', email: 'bo@example.test' })).json().admin.id;
    const first = await inviteToken('bo@example.test');
    expect((await action(token, id, 'invite')).statusCode).toBe(200);
    const second = await inviteToken('bo@example.test');
    expect((await accept(first)).statusCode).toBe(400);

    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, id));
    const expired = await accept(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/invalid or has expired/);
  });

  it('answers 422 naming the field for bad input or an address in use', async () => {
    const { token } = await t.signIn('admin');
    const other = await createUser(t.db);
    const taken = await invite(token, { name: 'X', email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['This e-mail address is already in use.']);
    const bad = await invite(token, { name: '', email: 'not-an-email', extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['name', 'email']));
    expect((await action(token, 'not-a-uuid', 'disable')).statusCode).toBe(422);
    expect((await action(token, other.id, 'disable')).statusCode).toBe(404);
  });

  it('refuses partners and guests', async () => {
    const { token } = await t.signIn('partner');
    expect((await t.request({ method: 'GET', url: '/api/admins', token })).statusCode).toBe(403);
    expect((await invite(token, { name: 'X', email: 'x@example.test' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admins' })).statusCode).toBe(401);
  });

  it('disables an admin: their token stops at once, sign-in and reset refused; re-enables', async () => {
    const { token } = await t.signIn('admin');
    const other = await t.signIn('admin');
    const res = await action(token, other.user.id, 'disable');
    expect(res.statusCode).toBe(200);
    expect(res.json().admin.status).toBe('disabled');
    expect(
      (await t.request({ method: 'GET', url: '/api/admins', token: other.token })).statusCode,
    ).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: other.user.email, password: 'correct horse battery staple' },
    });
    expect(login.statusCode).toBe(422);
    await t.request({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: other.user.email },
    });
    expect(await deliverMail(t.db)).toEqual([]);
    expect((await action(token, other.user.id, 'disable')).statusCode).toBe(409);

    const enabled = await action(token, other.user.id, 'enable');
    expect(enabled.json().admin.status).toBe('active');
    const actions = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, other.user.id));
    expect(actions.map((row) => row.action).sort()).toEqual(['admin.disabled', 'admin.enabled']);
  });

  it('never disables the last active admin, not even oneself', async () => {
    const { token, user } = await t.signIn('admin');
    await invite(token, { name: 'Invitee', email: 'invitee@example.test' }); // no password yet
    const res = await action(token, user.id, 'disable');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The last active admin cannot be disabled.');
  });

  it('two admins disabling each other at the same moment leave one active', async () => {
    const a = await t.signIn('admin');
    const b = await t.signIn('admin');
    const results = await Promise.all([
      action(a.token, b.user.id, 'disable'),
      action(b.token, a.user.id, 'disable'),
    ]);
    // One wins. The other is refused: 409 when it reached the check after the winner's commit
    // released the lock, or 401 when its own token was already revoked by that commit (on
    // PostgreSQL the two requests truly overlap).
    const [won, refused] = results.map((r) => r.statusCode).sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(refused);
    const active = await t.db
      .select()
      .from(users)
      .where(sql`${users.role} = 'admin' and ${users.disabledAt} is null`);
    expect(active).toHaveLength(1);
  });
});
