import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

// Issue 18's security sweep: the headers every kind of answer carries, the cookie's flags, and
// a body over the limit refused before it is read.

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp({ APP_URL: 'https://lend.example.test' });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

describe('response headers', () => {
  it.each([
    ['an API answer', 'GET', '/api/apply/options'],
    ['a refusal', 'GET', '/api/user'],
    ['an unknown API path', 'GET', '/api/nothing-here'],
    ['bad input', 'POST', '/api/login'],
    ['a page', 'GET', '/apply'],
  ])('%s carries the full set', async (_kind, method, url) => {
    const response = await t.request({
      method: method as 'GET',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toBe("'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the anti-forgery cookie', () => {
  it('is SameSite=Lax for the whole site, readable by the page, and Secure over https', async () => {
    const plain = String((await t.app.inject({ url: '/healthz' })).headers['set-cookie']);
    expect(plain).toMatch(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax$/);
    const secure = String((await https.app.inject({ url: '/healthz' })).headers['set-cookie']);
    expect(secure).toContain('; Secure');
    expect(secure).toContain('SameSite=Lax');
    // The page reads it to echo it in a header: HttpOnly would defeat the double submit.
    expect(secure).not.toContain('HttpOnly');
  });
});

describe('a body over the limit', () => {
  it('is refused with 413 from its Content-Length, before the body is sent', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(
      String((await fetch(`${address}/healthz`)).headers.get('set-cookie')),
    )?.[1];
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        // Headers only: 50 MB announced, not one byte of it sent.
        socket.write(
          'POST /api/apply HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            `Cookie: XSRF-TOKEN=${xsrf}\r\nX-XSRF-TOKEN: ${xsrf}\r\n` +
            `Content-Length: ${50 * 1024 * 1024}\r\n\r\n`,
        );
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
      setTimeout(
        () => reject(new Error('no answer within 5 s: the server waited for the body')),
        5_000,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });
});
