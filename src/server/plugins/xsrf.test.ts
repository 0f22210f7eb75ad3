import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createXsrfToken, isValidXsrfToken } from './xsrf';
import { isApiKeyAccess } from '../../shared/api-keys/api-key-scopes';

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

  describe('is decided from the matched route, not the raw URL', () => {
    const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
    // Every way of writing /api/ that the router still matches to an /api route.
    const spellings = (url: string) => [
      url.replace('/api/', '/%61pi/'),
      url.replace('/api/', '/ap%69/'),
      url.replace('/api/', '/%61%70%69/'),
    ];

    it('refuses encoded spellings of every unsafe /api route without the header', async () => {
      const routes = t.app.declaredRoutes.filter((route) => UNSAFE.has(route.method));
      expect(routes.length).toBeGreaterThan(3);
      for (const route of routes) {
        // The lead API reads an API key alone, never a cookie: its answer without one is the
        // key's 401, in every spelling (issue 33).
        const apiKeyRoute = isApiKeyAccess(route.access);
        const url = route.url.replace(/:[^/]+/g, 'x');
        for (const spelled of spellings(url)) {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: spelled,
            headers: { 'content-type': 'application/json' },
            payload: '{}',
          });
          expect(response.statusCode, `${route.method} ${spelled}`).toBe(apiKeyRoute ? 401 : 403);
          if (!apiKeyRoute)
            expect(response.json().message, spelled).toMatch(/X-XSRF-TOKEN header\) is missing/);
        }
      }
    });

    it('refuses an absolute-form request line without the header', async () => {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const body = JSON.stringify({ email: 'a@b.test', password: 'x' });
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST http://127.0.0.1:${port}/api/login HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
              `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
              `Connection: close\r\n\r\n${body}`,
          );
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 403 Forbidden');
      expect(answer).toMatch(/X-XSRF-TOKEN header\) is missing/);
    });
  });
});
