import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/support/factories';
import { deliverMail } from '../../../tests/support/mailbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { outbox, rateLimits } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { PER_ACCOUNT_AND_ADDRESS_LIMIT } from './sign-in-throttle';

/**
 * Issue 31, finding 5: "ten wrong passwords lock the account for everyone, the owner with the
 * right password included, so anyone can lock out the admin". Now by account and address.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(outbox);
});

const ATTACKER = '198.51.100.66';
const OWNER_ADDRESS = '203.0.113.7';
const signIn = (email: string, password: string, remoteAddress: string) =>
  t.request({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

async function guessTooOften(email: string, from = ATTACKER) {
  for (let attempt = 0; attempt < PER_ACCOUNT_AND_ADDRESS_LIMIT; attempt++) {
    expect((await signIn(email, `guess ${attempt}`, from)).statusCode).toBe(422);
  }
  const refused = await signIn(email, `guess again`, from);
  expect(refused.statusCode).toBe(429);
  return refused;
}

describe('sign-in throttle by account and address', () => {
  it('the guesser’s address waits; the owner from their own address signs in', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const refused = await guessTooOften(admin.email);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many sign-in attempts/);
    // Even the right password waits from the guesser's address...
    expect((await signIn(admin.email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
    // ...while the owner, elsewhere, is not locked out.
    const owner = await signIn(admin.email, TEST_PASSWORD, OWNER_ADDRESS);
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('tells the owner once per window, in their language, and nobody for an unknown address', async () => {
    const user = await createUser(t.db, { locale: 'fr', name: 'Françoise Owner' });
    await guessTooOften(user.email);
    await guessTooOften(user.email, '198.51.100.67');
    await signIn(user.email, 'and again', ATTACKER);
    await guessTooOften('nobody-here@nowhere.test');

    const mails = await deliverMail(t.db);
    expect(mails.map((mail) => mail.to)).toEqual([user.email]);
    expect(mails[0]!.text).toContain('Bonjour Françoise Owner');
    expect(mails[0]!.text).toContain('pendant 15\u00a0minutes');
    expect(mails[0]!.text).toContain('/password/reset');
  });

  it('a success from an address starts its count afresh', async () => {
    const user = await createUser(t.db);
    for (let attempt = 0; attempt < PER_ACCOUNT_AND_ADDRESS_LIMIT - 1; attempt++) {
      await signIn(user.email, 'wrong', OWNER_ADDRESS);
    }
    expect((await signIn(user.email, TEST_PASSWORD, OWNER_ADDRESS)).statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:account:${user.email.toLowerCase()}:ip:${OWNER_ADDRESS}`));
    expect(left).toEqual([]);
    for (let attempt = 0; attempt < PER_ACCOUNT_AND_ADDRESS_LIMIT; attempt++) {
      expect((await signIn(user.email, 'wrong', OWNER_ADDRESS)).statusCode).toBe(422);
    }
  });
});
