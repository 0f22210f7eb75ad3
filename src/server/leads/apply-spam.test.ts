import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { leads, outbox } from '../db/schema';
import { TEST_APP_KEY, filledFormToken } from './leads.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY, APPLY_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

const apply = (payload: Record<string, unknown>, remoteAddress: string, language = 'en') =>
  t.request({
    method: 'POST',
    url: '/api/apply',
    payload: { form_token: filledFormToken(), ...payload },
    remoteAddress,
    headers: { 'accept-language': language },
  });

describe('spam protection', () => {
  it('answers a filled honeypot like a success but stores nothing and sends nothing', async () => {
    const email = 'bot@spam.test';
    const response = await apply(
      applicationPayload({ email, website: 'http://spam.test' }),
      '10.0.0.1',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().reference).toMatch(/^AU-\d{4}-\d{6}$/);
    expect(await t.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, email))).toHaveLength(0);
  });

  it('takes an empty honeypot as a person', async () => {
    const response = await apply(applicationPayload({ website: '' }), '10.0.0.2');
    expect(response.statusCode).toBe(200);
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.reference, response.json().reference));
    expect(lead).toBeDefined();
  });

  it('limits attempts per IP, in the database, with a translated 429 and Retry-After', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 3; i += 1) {
      // Invalid attempts count too: probing is what the limit is for.
      const response = await apply(i === 0 ? applicationPayload() : { bad: true }, ip);
      expect(response.statusCode).not.toBe(429);
    }
    const limited = await apply(applicationPayload(), ip, 'es');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/\d+/);
    expect(limited.json().message).not.toMatch(/Too many/);

    // Another address is not affected.
    expect((await apply(applicationPayload(), '10.0.0.4')).statusCode).toBe(200);
  });
});

// Issue 30, item 7m: an office behind one address sends many applications; the limit that
// stops a flood counts the applicant's e-mail address, and the default per address is high.
describe('apply limits per address and per e-mail', () => {
  it('lets one address send more than the old ten an hour, and stops the sixth of one e-mail', async () => {
    const office = await createTestApp({ APP_KEY: TEST_APP_KEY });
    try {
      const send = (payload: Record<string, unknown>) =>
        office.request({
          method: 'POST',
          url: '/api/apply',
          payload: { form_token: filledFormToken(), ...payload },
          remoteAddress: '10.9.0.1',
        });
      for (let i = 0; i < 11; i += 1)
        expect((await send(applicationPayload())).statusCode, `application ${i + 1}`).toBe(200);

      const email = 'same.applicant@office.test';
      for (let i = 0; i < 5; i += 1)
        expect((await send(applicationPayload({ email }))).statusCode).toBe(200);
      const sixth = await send(applicationPayload({ email: 'Same.Applicant@office.test' }));
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // Another applicant from the same office still goes through.
      expect((await send(applicationPayload())).statusCode).toBe(200);
    } finally {
      await office.close();
    }
  });
});
