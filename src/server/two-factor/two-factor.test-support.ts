import { generate } from 'otplib';
import { expect } from 'vitest';
import { TEST_PASSWORD } from '../../../tests/support/factories';
import type { TestApp } from '../../../tests/support/test-app';

/** The code of the 30-second step `stepsAhead` from now: each step is accepted once. */
export const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** The password step of sign-in. */
export const login = (t: TestApp, email: string, password = TEST_PASSWORD, extra: object = {}) =>
  t.request({ method: 'POST', url: '/api/login', payload: { email, password, ...extra } });

/** The code step of sign-in. */
export const codeStep = (t: TestApp, challenge: string, code: string, extra: object = {}) =>
  t.request({
    method: 'POST',
    url: '/api/login/two-factor',
    payload: { challenge, code, ...extra },
  });

/** Sets up and confirms the authenticator app for the session `token`; its secret and answer. */
export async function enrolSession(t: TestApp, token: string) {
  const start = await t.request({ method: 'POST', url: '/api/settings/two-factor/totp', token });
  const { secret } = start.json();
  const confirm = await t.request({
    method: 'POST',
    url: '/api/settings/two-factor/totp/confirm',
    token,
    payload: { code: await codeFor(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret: secret as string, confirm };
}

/** A signed-in user with the authenticator app confirmed; its secret and recovery codes. */
export async function enrolled(t: TestApp, role: 'admin' | 'partner' = 'partner') {
  const { user, token } = await t.signIn(role);
  const { secret, confirm } = await enrolSession(t, token);
  return { user, token, secret, codes: confirm.json().recovery_codes as string[] };
}
