import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, passkeys, rateLimits } from '../db/schema';
import { enrolled, login } from './two-factor.test-support';

// Decision 0063: passkeys as a second method. The browser's own ceremony is proven in
// e2e/two-factor-passkeys.test.ts (Chromium's virtual authenticator); here, the server's rules.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://lendref.example' });
});
afterAll(() => t.close());

const startPasskey = (token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/settings/two-factor/passkeys/options', token, payload });

/** A passkey row as a registration leaves it (its key is never used by these tests). */
async function storedPasskey(userId: string, name = 'Laptop') {
  const [row] = await t.db
    .insert(passkeys)
    .values({ userId, credentialId: `cred-${name}-${userId}`, publicKey: 'AAAA', name })
    .returning();
  return row!;
}

describe('adding a passkey', () => {
  it('needs two-factor on first, then the password; answers options for APP_URL’s host', async () => {
    const { token: offToken } = await t.signIn('partner');
    const off = await startPasskey(offToken, { current_password: TEST_PASSWORD });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/Set up the authenticator app first/);

    const { user, token } = await enrolled(t);
    const missing = await startPasskey(token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toBeDefined();
    const wrong = await startPasskey(token, { current_password: 'not the password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toBeDefined();

    const right = await startPasskey(token, { current_password: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    const { registration, options } = right.json();
    expect(options).toMatchObject({
      rp: { id: 'lendref.example' },
      user: { name: user.email },
      attestation: 'none',
    });
    expect(typeof options.challenge).toBe('string');
    expect(registration.length).toBeGreaterThan(30);
  });

  it('refuses a forged browser answer, an unknown registration and a missing name, saving nothing', async () => {
    const { user, token } = await enrolled(t);
    const { registration } = (
      await startPasskey(token, { current_password: TEST_PASSWORD })
    ).json();
    const add = (payload: object) =>
      t.request({ method: 'POST', url: '/api/settings/two-factor/passkeys', token, payload });
    const forged = await add({
      registration,
      name: 'Laptop',
      response: { id: 'x', type: 'public-key' },
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toBe('The passkey was not saved. Try again.');
    const unknown = await add({ registration: 'nope', name: 'Laptop', response: {} });
    expect(unknown.statusCode).toBe(422);
    const noName = await add({ registration, name: '  ', response: {} });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toBeDefined();
    // Another user cannot finish this user's registration.
    const other = await enrolled(t);
    const foreign = await t.request({
      method: 'POST',
      url: '/api/settings/two-factor/passkeys',
      token: other.token,
      payload: { registration, name: 'Laptop', response: { id: 'x' } },
    });
    expect(foreign.statusCode).toBe(422);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
  });
});

describe('a passkey at sign-in', () => {
  it('is offered among the methods and answers options naming the user’s passkeys', async () => {
    const { user } = await enrolled(t);
    const key = await storedPasskey(user.id);
    const first = (await login(t, user.email)).json();
    expect(first.methods).toEqual(['totp', 'recovery', 'passkey']);
    const options = await t.request({
      method: 'POST',
      url: '/api/login/two-factor/passkey/options',
      payload: { challenge: first.challenge },
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().options).toMatchObject({
      rpId: 'lendref.example',
      allowCredentials: [{ id: key.credentialId, type: 'public-key' }],
    });
  });

  it('refuses a forged signature with its message, opens no session, and counts it like a wrong code', async () => {
    const { user } = await enrolled(t);
    const key = await storedPasskey(user.id);
    const { challenge } = (await login(t, user.email)).json();
    const attempt = async () => {
      await t.request({
        method: 'POST',
        url: '/api/login/two-factor/passkey/options',
        payload: { challenge },
      });
      return t.request({
        method: 'POST',
        url: '/api/login/two-factor/passkey',
        payload: {
          challenge,
          response: { id: key.credentialId, type: 'public-key', response: {} },
        },
      });
    };
    const refused = await attempt();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'The passkey was not accepted. Try again, or enter a code.',
    );
    expect(refused.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
    // Options and answers both count: the per-account budget of ten runs out as for codes.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toContain(429);
    await t.db.delete(rateLimits);
  });

  it('refuses an unknown challenge as the code step does', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login/two-factor/passkey/options',
      payload: { challenge: 'not-a-challenge' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('removing a passkey', () => {
  it('removes the user’s own, audited; another user’s is a 404 and stays', async () => {
    const { user, token } = await enrolled(t);
    const key = await storedPasskey(user.id, 'Phone');
    const other = await t.signIn('partner');
    const remove = (bearer: string) =>
      t.request({
        method: 'DELETE',
        url: `/api/settings/two-factor/passkeys/${key.id}`,
        token: bearer,
      });
    expect((await remove(other.token)).statusCode).toBe(404);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.id, key.id))).toHaveLength(1);
    const removed = await remove(token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Passkey removed.');
    expect(await t.db.select().from(passkeys).where(eq(passkeys.id, key.id))).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.actorUserId, user.id),
          eq(auditEvents.action, 'two_factor.passkey_removed'),
        ),
      );
    expect(audit?.before).toEqual({ passkey: 'Phone' });
  });
});
