import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMail, linkIn } from '../../../tests/support/mailbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { replacePasswordToken } from '../auth/password-resets.queries';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { codeFor, codeStep, enrolled, login } from './two-factor.test-support';

// Decision 0063: a reset link or an invitation proves the mailbox, not the second factor.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new password';

/** The reset link's token, read out of the e-mail the user receives. */
async function resetToken(email: string): Promise<string> {
  await deliverMail(t.db); // earlier tests' mail out of the way
  const asked = await t.request({ method: 'POST', url: '/api/password/email', payload: { email } });
  expect(asked.statusCode).toBe(200);
  const mail = (await deliverMail(t.db)).find((m) => m.to === email);
  return decodeURIComponent(linkIn(mail, '/password/reset/').pathname.split('/').pop()!);
}

/** An invitation link for an existing user, as the invitation e-mail carries it. */
const inviteToken = (userId: string) =>
  t.db.transaction((tx) => replacePasswordToken(tx, userId, 'invite', 3600));

const setPassword = (url: string, token: string) =>
  t.request({
    method: 'POST',
    url,
    payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  });

describe.each([
  ['a password reset', '/api/password/reset', 'reset'],
  ['an accepted invitation', '/api/invite/accept', 'invite'],
] as const)('%s with a second factor enrolled', (_name, url, kind) => {
  const linkFor = (user: { id: string; email: string }) =>
    kind === 'reset' ? resetToken(user.email) : inviteToken(user.id);

  it('sets the password but opens no session until the code step', async () => {
    const { user, secret } = await enrolled(t);
    const answer = await setPassword(url, await linkFor(user));
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      two_factor_required: true,
      methods: ['totp', 'recovery'],
      message: 'Your password is set. To sign in, confirm it is you with your second factor.',
    });
    expect(body).not.toHaveProperty('token');
    expect(body).not.toHaveProperty('user');
    expect(answer.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
    const me = await t.request({ method: 'GET', url: '/api/user', token: body.challenge });
    expect(me.statusCode).toBe(401);

    // The password is changed: the old one fails, the new one reaches the code step.
    expect((await login(t, user.email)).statusCode).toBe(422);
    expect((await login(t, user.email, NEW_PASSWORD)).json()).toHaveProperty('two_factor_required');

    const signedIn = await codeStep(t, body.challenge, await codeFor(secret, 1));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(user.email);
    expect(signedIn.cookies.find((cookie) => cookie.name === 'token')?.httpOnly).toBe(true);
  });

  it('gives a wrong code the wrong-password answer, and opens nothing', async () => {
    const { user, secret } = await enrolled(t);
    const wrongPassword = await login(t, user.email, 'not the password');
    const { challenge } = (await setPassword(url, await linkFor(user))).json();
    const right = await codeFor(secret, 1);
    const wrong = await codeStep(t, challenge, right === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(wrongPassword.json().message);
    expect(wrong.json().errors.code).toEqual(wrongPassword.json().errors.email);
    expect(wrong.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
  });
});

it('without a second factor a reset still signs in at once', async () => {
  const { user } = await t.signIn('partner');
  const answer = await setPassword('/api/password/reset', await resetToken(user.email));
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({
    message: 'Your password has been reset. You are now signed in.',
    user: { email: user.email },
  });
  expect(answer.cookies.find((cookie) => cookie.name === 'token')?.httpOnly).toBe(true);
});
