import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createXsrfToken, isValidXsrfToken } from './xsrf';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('XSRF protection', () => {
  it('sets a readable XSRF-TOKEN cookie on the first answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses an unsafe request without the header, with a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.test', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/X-XSRF-TOKEN header\) is missing/);
  });

  it('refuses a header that does not match the cookie', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      cookies: { 'XSRF-TOKEN': cookie },
      headers: { 'x-xsrf-token': `${cookie}x` },
      payload: { email: 'a@b.test', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/invalid or expired/);
  });

  it('refuses a token the server did not sign, even when cookie and header agree', async () => {
    const forged = createXsrfToken('some-other-key-that-is-long-enough-000');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      cookies: { 'XSRF-TOKEN': forged },
      headers: { 'x-xsrf-token': forged },
      payload: { email: 'a@b.test', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a matching, signed pair through to the route', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.test', password: 'x' },
    });
    expect(response.statusCode).toBe(422);
  });

  it('validates the token format', () => {
    const key = 'k'.repeat(40);
    expect(isValidXsrfToken(key, createXsrfToken(key))).toBe(true);
    expect(isValidXsrfToken(key, undefined)).toBe(false);
    expect(isValidXsrfToken(key, 'a.b.c')).toBe(false);
    expect(isValidXsrfToken(key, 'x'.repeat(300))).toBe(false);
  });
});
