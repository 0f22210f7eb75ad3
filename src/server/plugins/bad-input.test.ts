import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '4096' });
  token = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

const profile = (payload: string | object, headers: Record<string, string> = {}) =>
  t.request({
    method: 'PATCH',
    url: '/api/settings/profile',
    token,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const good = { name: 'Jo Bloggs', email: 'jo@example.test', locale: 'en' };

describe('bad input gets a clear 4xx JSON answer, never a 500', () => {
  it('malformed JSON → 400', async () => {
    const response = await profile('{"name": "Jo",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('wrong types → 422 naming each field', async () => {
    const response = await profile({ name: 42, email: ['x'], locale: null });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'locale', 'name']);
    expect(response.json().errors.locale).toEqual(['This field is required.']);
  });

  it('unknown fields → 422 naming the field', async () => {
    const response = await profile({ ...good, role: 'admin' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ role: ['This field is not accepted.'] });
  });

  it('oversized body → 413', async () => {
    const response = await profile({ ...good, name: 'x'.repeat(5000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('a huge string within the body limit → 422 with the length rule', async () => {
    const response = await profile({ ...good, name: 'x'.repeat(3000) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual(['This value is too long.']);
  });

  it('NUL bytes → 422 naming the field', async () => {
    const response = await profile({ ...good, name: 'Jo\u0000Bloggs' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['This value contains a character that is not allowed.'],
    });
  });

  it('a body that is not an object → 422', async () => {
    for (const payload of ['[]', '"text"', '12', 'null']) {
      const response = await profile(payload);
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('an unsupported content type → 415', async () => {
    const response = await profile('name=Jo', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/send JSON/);
  });

  it('an empty JSON body → 400', async () => {
    const response = await profile('');
    expect(response.statusCode).toBe(400);
  });

  it('a valid body still works after all that', async () => {
    // A new address needs the password (issue 14), and takes effect once verified (issue 16).
    const response = await profile({ ...good, current_password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { email: _pending, ...applied } = good;
    expect(response.json()).toMatchObject(applied);
  });

  it('deeply nested JSON → 400 naming the limit, without overflowing the stack', async () => {
    // 2,000 levels fit the 4 KB body limit of this file; the probe overflowed at a few thousand.
    for (const depth of [33, 2_000]) {
      const nested = '['.repeat(depth) + ']'.repeat(depth);
      const response = await profile(`{"name":${nested},"email":"jo@example.test","locale":"en"}`);
      expect(response.statusCode, `depth ${depth}`).toBe(400);
      expect(response.json()).toEqual({
        message: 'The request is nested too deeply (more than 32 levels).',
      });
    }
  });

  it('a lone surrogate in a value or a key → 422 on the field', async () => {
    const response = await profile(`{"name":"Jo\\ud800","email":"jo@example.test","locale":"en"}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['This value contains a character that is not allowed.'],
    });
    const key = await profile(`{"name":"Jo","email":"jo@example.test","locale":"en","\\udc00":1}`);
    expect(key.statusCode).toBe(422);
  });
});

describe('answers Fastify builds before routing come in the app’s shape and headers', () => {
  it.each([
    [
      'an over-long path parameter',
      `/api/apply/referrer/${'a'.repeat(500)}`,
      414,
      'The address is too long.',
    ],
    [
      'a malformed percent-encoding',
      '/api/apply/referrer/%E0%A4%A',
      400,
      'The address is not valid.',
    ],
  ])('%s is answered in the app’s shape', async (_, url, status, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/apply/referrer/${'a'.repeat(500)}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.json()).toEqual({ message: 'L’adresse est trop longue.' });
  });
});
