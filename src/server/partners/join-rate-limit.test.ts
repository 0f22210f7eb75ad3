import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { TEST_APP_KEY } from '../leads/leads.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY, JOIN_RATE_LIMIT: '2' });
});
afterAll(() => t.close());

it('limits sign-up attempts per IP with a translated 429', async () => {
  const attempt = () =>
    t.request({
      method: 'POST',
      url: '/api/join',
      payload: {},
      remoteAddress: '10.1.1.1',
      headers: { 'accept-language': 'fr' },
    });
  expect((await attempt()).statusCode).toBe(422);
  expect((await attempt()).statusCode).toBe(422);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  // The wait in words a person uses, in French: never "887 secondes".
  expect(limited.json().message).toMatch(
    /^Trop de tentatives\. Veuillez réessayer dans \d+ (minutes?|heures?|secondes?)\.$/,
  );
  expect(limited.json().message).not.toMatch(/\d{3,} secondes/);
});
