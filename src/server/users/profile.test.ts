import { faker } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { CURRENT_PASSWORD_LIMIT } from '../auth/current-password';
import { users } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { deliverMail, linkIn } from '../../../tests/support/mailbox';
import { EMAIL_CHANGE_LIMIT } from './profile.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
});
afterAll(() => t.close());

const updateProfile = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: '/api/settings/profile', token, payload });

describe('PATCH /api/settings/profile', () => {
  it('updates name and language at once; a new e-mail only once its link is opened, the old address told', async () => {
    const { user, token } = await t.signIn('partner');
    const response = await updateProfile(token, {
      name: '  Maria Souza ',
      email: 'maria@souza.test',
      locale: 'pt-BR',
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Maria Souza',
      email: user.email,
      locale: 'pt-BR',
    });

    const sent = await deliverMail(t.db);
    const notice = sent.find((mail) => mail.to === user.email);
    expect(notice?.text).toContain('maria@souza.test');
    const url = linkIn(
      sent.find((mail) => mail.to === 'maria@souza.test'),
      '/email/verify/',
    );
    // Not yet: the account still answers to the old address.
    expect((await t.request({ method: 'GET', url: '/api/user', token })).json().email).toBe(
      user.email,
    );

    // Open the link: the address changes and counts as verified.
    const verify = await t.request({
      method: 'POST',
      url: '/api/email/verify',
      payload: {
        id: url.pathname.split('/').pop(),
        expires: Number(url.searchParams.get('expires')),
        signature: url.searchParams.get('signature'),
      },
    });
    expect(verify.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/user', token });
    expect(me.json().email).toBe('maria@souza.test');
    expect(me.json().email_verified_at).not.toBeNull();
  });

  // Issue 31, finding 5: "taken" told whether an address had an account. The answer is now the
  // same as for a free address, and the address's owner is told by e-mail, in their language.
  it('answers an address another account uses as a free one, and tells its owner', async () => {
    const owner = await createUser(t.db, { locale: 'fr', name: 'Odile Owner' });
    const { user, token } = await t.signIn('partner');
    const change = (email: string) =>
      updateProfile(token, { name: 'X', email, locale: 'en', current_password: TEST_PASSWORD });
    const taken = await change(owner.email.toUpperCase());
    const free = await change(`free-${faker.string.alphanumeric(8)}@address.test`);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    expect(taken.json().email).toBe(user.email);

    const sent = await deliverMail(t.db);
    const toOwner = sent.filter((mail) => mail.to === owner.email);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toContain('Une personne connectée à un autre compte LendRef');
    expect(toOwner[0]!.text).not.toContain('/email/verify/');
    // The requester's old address hears of both attempts, as of any change asked for.
    expect(sent.filter((mail) => mail.to === user.email)).toHaveLength(2);
    const [stored] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(stored?.email).toBe(owner.email);
  });

  // Issue 14: 200 probes used to find every registered address, without the password.
  it('a new e-mail address needs the current password; the name and language alone do not', async () => {
    const other = await createUser(t.db);
    const { user, token } = await t.signIn('partner');
    const change = (payload: Record<string, unknown>) => updateProfile(token, payload);

    const missing = await change({ name: 'X', email: other.email, locale: 'en' });
    expect(missing.statusCode).toBe(422);
    // Without the password, nothing is said about the address.
    expect(missing.json().errors).toEqual({
      current_password: ['Enter your current password to change your e-mail address.'],
    });
    const wrong = await change({
      name: 'X',
      email: 'fresh@address.test',
      locale: 'en',
      current_password: 'not my password',
    });
    expect(wrong.json().errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });

    const sameAddress = await change({
      name: 'Renamed',
      email: user.email.toUpperCase(),
      locale: 'fr',
    });
    expect(sameAddress.statusCode).toBe(200);
    expect(sameAddress.json()).toMatchObject({ name: 'Renamed', locale: 'fr' });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.email).toBe(user.email.toUpperCase());
  });

  it('e-mail changes are limited per user, even with the right password', async () => {
    const { token } = await t.signIn('partner');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < EMAIL_CHANGE_LIMIT.limit + 1; attempt += 1) {
      const response = await updateProfile(token, {
        name: 'X',
        email: `probe${attempt}@${faker.string.alphanumeric(8)}.test`,
        locale: 'en',
        current_password: TEST_PASSWORD,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(EMAIL_CHANGE_LIMIT.limit).fill(200), 429]);
  });

  it('refuses an unknown language and a bad e-mail', async () => {
    const { token } = await t.signIn('partner');
    const response = await updateProfile(token, { name: 'X', email: 'not-an-email', locale: 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Enter a valid e-mail address.'],
      locale: ['Choose one of the offered values.'],
    });
  });
});

describe('PATCH /api/settings/password', () => {
  it('checks the current password and the confirmation', async () => {
    const { token } = await t.signIn('partner');
    const wrong = await t.request({
      method: 'PATCH',
      url: '/api/settings/password',
      token,
      payload: {
        current_password: 'nope',
        password: 'a new long password',
        password_confirmation: 'a new long password',
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });

    const mismatch = await t.request({
      method: 'PATCH',
      url: '/api/settings/password',
      token,
      payload: {
        current_password: TEST_PASSWORD,
        password: 'a new long password',
        password_confirmation: 'different',
      },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The passwords do not match.'],
    });

    const short = await t.request({
      method: 'PATCH',
      url: '/api/settings/password',
      token,
      payload: {
        current_password: TEST_PASSWORD,
        password: 'short',
        password_confirmation: 'short',
      },
    });
    expect(short.json().errors).toEqual({
      password: ['The password must have at least 12 characters.'],
    });
  });

  it('wrong current passwords are limited per user, like sign-ins', async () => {
    const { token } = await t.signIn('partner');
    const attempt = (current_password: string) =>
      t.request({
        method: 'PATCH',
        url: '/api/settings/password',
        token,
        payload: {
          current_password,
          password: 'a new long password',
          password_confirmation: 'a new long password',
        },
      });
    for (let i = 0; i < CURRENT_PASSWORD_LIMIT.limit; i += 1) {
      expect((await attempt(`guess ${i}`)).statusCode).toBe(422);
    }
    const throttled = await attempt(TEST_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(throttled.json().message).toMatch(/^Too many attempts/);
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const { user, token } = await t.signIn('partner');
    const login = (password: string) =>
      t.request({ method: 'POST', url: '/api/login', payload: { email: user.email, password } });
    const otherToken = (await login(TEST_PASSWORD)).json().token;

    const response = await t.request({
      method: 'PATCH',
      url: '/api/settings/password',
      token,
      payload: {
        current_password: TEST_PASSWORD,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed.' });
    expect((await t.request({ method: 'GET', url: '/api/user', token })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/user', token: otherToken })).statusCode,
    ).toBe(401);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(422);
    expect((await login('a brand new password')).statusCode).toBe(200);
  });
});
