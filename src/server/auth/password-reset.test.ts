import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/support/factories';
import { deliverMail, linkIn } from '../../../tests/support/mailbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { outbox, passwordResets, rateLimits, users } from '../db/schema';
import { sha256 } from '../lib/hash';
import { TEST_APP_KEY } from '../leads/leads.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(rateLimits);
});

const NEW_PASSWORD = 'a brand new password';
const askReset = (email: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/password/email', payload: { email }, headers });
const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  t.request({
    method: 'POST',
    url: '/api/password/reset',
    payload: { token, password, password_confirmation: confirmation },
  });
const signIn = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/login', payload: { email, password } });

/** Asks for a reset and reads the token out of the e-mail the user receives. */
async function tokenFromMail(email: string): Promise<string> {
  expect((await askReset(email)).statusCode).toBe(200);
  const mail = (await deliverMail(t.db)).find((m) => m.to === email);
  return decodeURIComponent(linkIn(mail, '/password/reset/').pathname.split('/').pop()!);
}

describe('POST /api/password/email', () => {
  it('answers a known and an unknown address alike; only the known one gets a link', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const known = await askReset(user.email.toUpperCase());
    const unknown = await askReset('nobody-here@nowhere.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toMatch(/If an account uses this e-mail address/);

    const mails = await deliverMail(t.db);
    expect(mails.map((m) => m.to)).toEqual([user.email]);
    expect(mails[0]!.subject).toBe('Reset your LendRef password');
    expect(mails[0]!.text).toContain('The link works for 60 minutes');
  });

  it('stores only the hash of the token: the raw token is nowhere in the database', async () => {
    const user = await createUser(t.db);
    const token = await tokenFromMail(user.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'reset', tokenHash: sha256(token), usedAt: null });
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    const dump = await t.db.execute(
      sql`select (select json_agg(p) from password_resets p)::text || (select json_agg(o) from outbox o)::text as everything`,
    );
    expect(JSON.stringify(dump)).not.toContain(token);
  });

  it('writes in the user’s language and sends nothing to a disabled user', async () => {
    const french = await createUser(t.db, { locale: 'fr' });
    const disabled = await createUser(t.db, { disabledAt: new Date() });
    await askReset(french.email);
    await askReset(disabled.email);
    const mails = await deliverMail(t.db);
    expect(mails.map((m) => m.to)).toEqual([french.email]);
    expect(mails[0]!.text).toContain('Le lien est valable 60 minutes');
  });

  it('limits requests per address with 429 and a wait in minutes, known or not', async () => {
    for (const email of ['limit-me@nowhere.test', (await createUser(t.db)).email]) {
      for (let i = 0; i < 3; i++) expect((await askReset(email)).statusCode).toBe(200);
      const limited = await askReset(email);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(
        /^Too many reset requests\. Please try again in 15 minutes\.$/,
      );
    }
  });

  it('limits requests per IP across addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await askReset(`ip${i}@nowhere.test`)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('names a bad address as a field error', async () => {
    const response = await askReset('not an address');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Enter a valid e-mail address.'] });
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password, signs this device in, and every older session out', async () => {
    const { user, token: oldSession } = await t.signIn('partner', { emailVerifiedAt: null });
    const token = await tokenFromMail(user.email);
    await t.db.delete(outbox);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Your password has been reset. You are now signed in.');
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.user.email_verified_at).not.toBeNull();

    expect(
      (await t.request({ method: 'GET', url: '/api/user', token: oldSession })).statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/user', token: body.token })).statusCode,
    ).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(422);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const mails = await deliverMail(t.db);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [user.email, 'Your LendRef password was changed'],
    ]);
  });

  it('works once: the same link a second time is refused', async () => {
    const user = await createUser(t.db);
    const token = await tokenFromMail(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This password reset link is invalid or has expired. Please ask for a new one.',
    );
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired, a replaced and an unknown token with the same answer', async () => {
    const user = await createUser(t.db);
    const replaced = await tokenFromMail(user.email);
    const expired = await tokenFromMail(user.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, sha256(expired)));
    const answers = await Promise.all(
      [replaced, expired, 'x'.repeat(43)].map(async (token) => {
        const response = await reset(token);
        return [response.statusCode, response.json()];
      }),
    );
    expect(answers[0]![0]).toBe(400);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the link of a user disabled since', async () => {
    const user = await createUser(t.db);
    const token = await tokenFromMail(user.email);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect((await reset(token)).statusCode).toBe(400);
  });

  it('applies the password rules as field errors, and keeps the token usable', async () => {
    const user = await createUser(t.db);
    const token = await tokenFromMail(user.email);
    const short = await reset(token, 'short', 'different');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      password: ['The password must have at least 12 characters.'],
      password_confirmation: ['The passwords do not match.'],
    });
    expect((await reset(token)).statusCode).toBe(200);
  });
});

// Issue 30, item 7l: the page of a reset link asks first whether the link still works, so a used
// link says so before a password is typed; the check neither uses the link nor names the account.
describe('POST /api/password/reset/check', () => {
  const check = (token: string) =>
    t.request({ method: 'POST', url: '/api/password/reset/check', payload: { token } });

  it('says a live link works without using it up, and a used or unknown one alike does not', async () => {
    const user = await createUser(t.db, { role: 'partner' });
    const token = await tokenFromMail(user.email);

    const live = await check(token);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ valid: true });
    expect(live.body).not.toContain(user.email);
    // Checked twice, still live: the check spends nothing.
    expect((await check(token)).json()).toEqual({ valid: true });

    expect((await reset(token)).statusCode).toBe(200);
    const used = await check(token);
    const unknown = await check('an-unknown-token-of-some-length');
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ valid: false });
    expect(unknown.statusCode).toBe(used.statusCode);
    expect(unknown.body).toBe(used.body);
  });

  it('says an expired link does not work', async () => {
    const user = await createUser(t.db, { role: 'partner' });
    const token = await tokenFromMail(user.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect((await check(token)).json()).toEqual({ valid: false });
  });

  it('refuses a missing token with a 422 naming the field', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/password/reset/check',
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['token']);
  });
});
