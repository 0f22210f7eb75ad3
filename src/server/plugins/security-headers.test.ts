import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { TEST_PASSWORD } from '../../../tests/support/factories';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

describe('answers with tokens or personal data are never cached', () => {
  it('sign-in, the user and the profile answer Cache-Control: no-store', async () => {
    const { user, token } = await t.signIn('admin');
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/user', token });
    const profile = await t.request({
      method: 'PATCH',
      url: '/api/settings/profile',
      token,
      payload: { name: 'Renamed Admin', email: user.email, locale: 'en' },
    });
    for (const [name, response] of Object.entries({ login, me, profile })) {
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
  });

  // Issue 31, finding 5: the router decodes the path, so /%61pi/user is /api/user.
  it('every API answer is no-store however its path is spelled', async () => {
    const { token } = await t.signIn('admin');
    for (const url of ['/%61pi/user', '/%61%70%69/user', '/api/%75ser', '/%61pi/user?x=1']) {
      const response = await t.request({ method: 'GET', url, token });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().email, url).toBeDefined();
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.request({ method: 'GET', url: '/%61pi/user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('an unknown API path, however spelled, answers 404 JSON, no-store', async () => {
    for (const url of ['/api/no-such-route', '/%61pi/no-such-route', '/%61%70%69/no-such-route']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a refused API call is not cached either', async () => {
    const response = await t.request({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the app is served over https (behind a trusted proxy)', async () => {
    const response = await proxied.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('is not sent when an untrusted client claims https', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('/readyz', () => {
  it('says ready, and not which database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.json()).toEqual({ status: 'ready' });
  });
});
