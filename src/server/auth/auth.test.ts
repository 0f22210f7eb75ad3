import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../shared/i18n/locales';
import { apiTokens, users } from '../db/schema';
import { sha256 } from '../lib/hash';
import { createUser, TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/login', payload: payload as object, headers });

describe('POST /api/login', () => {
  it('answers a bearer token that works on GET /api/user', async () => {
    const user = await createUser(t.db, { role: 'admin', name: 'Ada Admin' });
    const response = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 12 * 3600 });
    expect(body.user).toMatchObject({
      id: user.id,
      name: 'Ada Admin',
      role: 'admin',
      roles: ['admin'],
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user.permissions).toContain('read:lead:any');
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(32);

    const me = await t.request({ method: 'GET', url: '/api/user', token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
  });

  it('stores only the SHA-256 of the token, with an expiry a year away when remembered', async () => {
    const user = await createUser(t.db);
    const response = await login({ email: user.email, password: TEST_PASSWORD, remember: true });
    const { token, expires_in } = response.json();
    expect(expires_in).toBe(365 * 24 * 3600);
    const rows = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
  });

  it('gives the same 422 for an unknown e-mail and a wrong password', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await login({ email: user.email, password: 'not the password' });
    const unknownEmail = await login({
      email: 'nobody@nowhere.test',
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('answers in the language of Accept-Language', async () => {
    const response = await login(
      { email: 'nobody@nowhere.test', password: 'x' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(response.json().message).toBe('Ces identifiants ne correspondent à aucun compte.');
  });

  it('names the missing fields', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'There were some problems with your input.',
      errors: { email: ['This field is required.'], password: ['This field is required.'] },
    });
  });

  it('refuses a disabled user, whose existing tokens stop working at once', async () => {
    const { user, token } = await t.signIn('partner');
    expect((await t.request({ method: 'GET', url: '/api/user', token })).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ disabledAt: sql`now()` })
      .where(eq(users.id, user.id));

    const me = await t.request({ method: 'GET', url: '/api/user', token });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Unauthenticated.' });
    const again = await login({ email: user.email, password: TEST_PASSWORD });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This account has been disabled.');
  });

  it('rejects an expired token', async () => {
    const { user, token } = await t.signIn('partner');
    await t.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.userId, user.id));
    expect((await t.request({ method: 'GET', url: '/api/user', token })).statusCode).toBe(401);
  });

  it('rate limits attempts per e-mail with 429 and Retry-After, counted in the database', async () => {
    const user = await createUser(t.db);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login({ email: user.email, password: 'wrong' })).statusCode).toBe(422);
    }
    const limited = await login({ email: user.email, password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many sign-in attempts/);
  });

  it('takes the per-IP sign-in limit from LOGIN_RATE_LIMIT_PER_IP', async () => {
    const app = await createTestApp({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await app.request({
          method: 'POST',
          url: '/api/login',
          headers: { 'x-forwarded-for': '203.0.113.10' },
          payload: { email: `someone${attempt}@example.test`, password: 'wrong' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await app.close();
    }
  });

  it('rate limits attempts per IP across e-mails', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    const app = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 51; attempt++) {
        const response = await app.request({
          method: 'POST',
          url: '/api/login',
          headers: ip,
          payload: { email: `person${attempt}@example.test`, password: 'wrong' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 50).every((status) => status === 422)).toBe(true);
      expect(statuses[50]).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/user', () => {
  it('answers 401 Unauthenticated without a token or with a bad one', async () => {
    for (const token of [undefined, 'garbage', 'x'.repeat(43)]) {
      const response = await t.request({ method: 'GET', url: '/api/user', token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('keeps the fixed "Unauthenticated." text in every language, as the SPA expects', async () => {
    for (const language of SUPPORTED_LOCALES) {
      const response = await t.request({
        method: 'GET',
        url: '/api/user',
        headers: { 'accept-language': language },
      });
      expect(response.json(), language).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('POST /api/logout', () => {
  it('revokes the token, and answers success again when it is already gone', async () => {
    const { token } = await t.signIn('admin');
    const first = await t.request({ method: 'POST', url: '/api/logout', token });
    expect(first.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', token })).statusCode).toBe(401);
    const second = await t.request({ method: 'POST', url: '/api/logout', token });
    expect(second.statusCode).toBe(200);
  });

  it('leaves the user’s other tokens working', async () => {
    const { user, token } = await t.signIn('partner');
    const other = (await login({ email: user.email, password: TEST_PASSWORD })).json().token;
    await t.request({ method: 'POST', url: '/api/logout', token });
    expect((await t.request({ method: 'GET', url: '/api/user', token: other })).statusCode).toBe(
      200,
    );
  });
});
