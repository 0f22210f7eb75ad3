import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { codeStep, enrolled, login } from '../two-factor/two-factor.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string) => t.request({ method: 'GET', url: '/api/user', token });

describe('POST /api/settings/sign-out-everywhere', () => {
  it('revokes every token of the user, this device’s included, and no one else’s', async () => {
    const { user: first, token } = await t.signIn('admin');
    const other = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: first.email, password: TEST_PASSWORD },
    });
    const otherDevice = other.json().token as string;
    const { token: someoneElse } = await t.signIn('admin');

    const answer = await t.request({
      method: 'POST',
      url: '/api/settings/sign-out-everywhere',
      token,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('You have been signed out on every device.');

    expect((await me(token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(someoneElse)).statusCode).toBe(200);
  });

  it('forgets the remembered two-factor devices: the next sign-in asks for the code again', async () => {
    const { user, codes } = await enrolled(t);
    const { challenge } = (await login(t, user.email)).json();
    const done = await codeStep(t, challenge, codes[0]!, { remember_device: true });
    const device = done.cookies.find((cookie) => cookie.name === 'two_factor_device')!.value;
    const withDevice = () =>
      t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: TEST_PASSWORD },
        cookies: { two_factor_device: device },
      });
    expect((await withDevice()).json()).toHaveProperty('token');

    const session = done.json().token as string;
    const answer = await t.request({
      method: 'POST',
      url: '/api/settings/sign-out-everywhere',
      token: session,
    });
    expect(answer.statusCode).toBe(200);
    const after = (await withDevice()).json();
    expect(after).toHaveProperty('two_factor_required');
    expect(after).not.toHaveProperty('token');
  });

  it('is open to a suspended partner (their own sessions), and refused to a guest', async () => {
    const { user } = await createPartner(t.db, { status: 'suspended' });
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const token = login.json().token as string;
    const answer = await t.request({
      method: 'POST',
      url: '/api/settings/sign-out-everywhere',
      token,
    });
    expect(answer.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);

    const guest = await t.request({ method: 'POST', url: '/api/settings/sign-out-everywhere' });
    expect(guest.statusCode).toBe(401);
  });
});
