import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PATCH /api/settings/profile', () => {
  it('updates name, e-mail and language of the signed-in user', async () => {
    const { token } = await t.signIn('partner');
    const response = await t.request({
      method: 'PATCH',
      url: '/api/settings/profile',
      token,
      payload: { name: '  Maria Souza ', email: 'maria@souza.test', locale: 'pt-BR' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Maria Souza',
      email: 'maria@souza.test',
      locale: 'pt-BR',
    });
    const me = await t.request({ method: 'GET', url: '/api/user', token });
    expect(me.json()).toMatchObject({
      name: 'Maria Souza',
      locale: 'pt-BR',
      email_verified_at: null,
    });
  });

  it('refuses an e-mail another account uses, whatever its case', async () => {
    const other = await createUser(t.db);
    const { token } = await t.signIn('partner');
    const response = await t.request({
      method: 'PATCH',
      url: '/api/settings/profile',
      token,
      payload: { name: 'X', email: other.email.toUpperCase(), locale: 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['This e-mail address is already in use.'] });
  });

  it('refuses an unknown language and a bad e-mail', async () => {
    const { token } = await t.signIn('partner');
    const response = await t.request({
      method: 'PATCH',
      url: '/api/settings/profile',
      token,
      payload: { name: 'X', email: 'not-an-email', locale: 'de' },
    });
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
      password: ['The password must have at least 10 characters.'],
    });
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
