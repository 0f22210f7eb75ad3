import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const response = await profile(good);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(good);
  });
});
