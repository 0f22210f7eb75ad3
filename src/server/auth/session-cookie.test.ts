import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

// Issue 31 item 6 (decision 0060): the session token in an HttpOnly cookie set by the server.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(app: TestApp, remember = false) {
  const user = await createUser(app.db, { role: 'admin' });
  const response = await app.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: TEST_PASSWORD, remember },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return { user, response, cookie, header: String(response.headers['set-cookie']) };
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, a session cookie without "remember me", not Secure over http', async () => {
    const { cookie, response } = await signIn(t);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toBe(response.json().token);
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(cookie.secure).toBeUndefined();
  });

  it('lasts 365 days with "remember me"', async () => {
    const { cookie } = await signIn(t, true);
    expect(cookie.maxAge).toBe(365 * 24 * 3600);
  });

  it('is Secure when APP_URL is https', async () => {
    const secure = await createTestApp({ APP_URL: 'https://lendref.example' });
    try {
      const { cookie } = await signIn(secure);
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('signs the browser in on GET /api/user with no bearer header', async () => {
    const { user, cookie } = await signIn(t);
    const me = await t.request({
      method: 'GET',
      url: '/api/user',
      cookies: { token: cookie.value },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
  });

  it('refuses a cookie-authenticated write without X-XSRF-TOKEN', async () => {
    const { cookie } = await signIn(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/settings/two-factor/totp',
      cookies: { token: cookie.value },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/XSRF/i);
  });

  it('accepts a bearer-authenticated write without XSRF (an API client)', async () => {
    const { cookie } = await signIn(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/settings/two-factor/totp',
      headers: { authorization: `Bearer ${cookie.value}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().secret).toMatch(/^[A-Z2-7]+$/);
  });

  it('a bearer header of no session is refused, whatever cookie comes with it', async () => {
    const { cookie } = await signIn(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/settings/two-factor/totp',
      headers: { authorization: 'Bearer not-a-real-token-but-long-enough' },
      cookies: { token: cookie.value },
    });
    expect(response.statusCode).toBe(401);
  });

  it('logout revokes the token and clears the cookie', async () => {
    const { cookie } = await signIn(t);
    const out = await t.request({
      method: 'POST',
      url: '/api/logout',
      cookies: { token: cookie.value },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'token');
    expect(cleared?.value).toBe('');
    expect(cleared?.httpOnly).toBe(true);
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
    const me = await t.request({
      method: 'GET',
      url: '/api/user',
      cookies: { token: cookie.value },
    });
    expect(me.statusCode).toBe(401);
  });

  it('clears a cookie the server no longer accepts', async () => {
    const me = await t.request({
      method: 'GET',
      url: '/api/user',
      cookies: { token: 'revoked-or-expired-token-value' },
    });
    expect(me.statusCode).toBe(401);
    expect(me.cookies.find((c) => c.name === 'token')?.value).toBe('');
  });
});
