import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, partners, recoveryCodes, totpCredentials } from '../db/schema';
import { deliverMail } from '../../../tests/support/mailbox';
import { TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import {
  codeFor,
  codeStep as codeStepOf,
  enrolSession,
  enrolled as enrolledUser,
  login as loginAs,
} from './two-factor.test-support';

// Issue 31 item 7 (decision 0061): TOTP, recovery codes, the two-step sign-in.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password = TEST_PASSWORD, extra: object = {}) =>
  loginAs(t, email, password, extra);
const codeStep = (challenge: string, code: string, extra: object = {}) =>
  codeStepOf(t, challenge, code, extra);
const enrolled = (role: 'admin' | 'partner' = 'partner') => enrolledUser(t, role);

describe('enrolment', () => {
  it('gives a QR code and the key; the secret is sealed at rest and unconfirmed', async () => {
    const { user, token } = await t.signIn('partner');
    const response = await t.request({
      method: 'POST',
      url: '/api/settings/two-factor/totp',
      token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.otpauth_url).toContain(`secret=${body.secret}`);
    const [row] = await t.db
      .select()
      .from(totpCredentials)
      .where(eq(totpCredentials.userId, user.id));
    expect(row!.secretSealed).not.toContain(body.secret);
    expect(row!.confirmedAt).toBeNull();
    // Unconfirmed, it changes nothing at sign-in.
    expect((await login(user.email)).json()).toHaveProperty('token');
  });

  it('refuses a wrong confirmation code, then confirms with the right one and gives ten recovery codes once', async () => {
    const { user, token } = await t.signIn('partner');
    const { secret } = (
      await t.request({ method: 'POST', url: '/api/settings/two-factor/totp', token })
    ).json();
    const confirm = (code: string) =>
      t.request({
        method: 'POST',
        url: '/api/settings/two-factor/totp/confirm',
        token,
        payload: { code },
      });
    const wrong = await confirm('000000' === (await codeFor(secret)) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([
      'This code is not right. Check the clock of your phone and enter the current code.',
    ]);
    const right = await confirm(await codeFor(secret));
    expect(right.statusCode).toBe(200);
    const codes = right.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    // Shown once: the status tells how many are left, never the codes.
    const status = await t.request({ method: 'GET', url: '/api/settings/two-factor', token });
    expect(status.json()).toMatchObject({ totp_enabled: true, recovery_codes_left: 10 });
    expect(status.body).not.toContain(codes[0]);
    // Enrolling again while on is refused.
    const again = await t.request({ method: 'POST', url: '/api/settings/two-factor/totp', token });
    expect(again.statusCode).toBe(409);
  });

  it('ends every other session of the user at enrolment and keeps this one', async () => {
    const { user, token } = await t.signIn('partner');
    const earlier = (await login(user.email)).json().token as string;
    const { token: someoneElse } = await t.signIn('partner');
    await enrolSession(t, token);
    const me = (session: string) => t.request({ method: 'GET', url: '/api/user', token: session });
    expect((await me(earlier)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(someoneElse)).statusCode).toBe(200);
  });

  it('names a missing code', async () => {
    const { token } = await t.signIn('partner');
    const response = await t.request({
      method: 'POST',
      url: '/api/settings/two-factor/totp/confirm',
      token,
      payload: {},
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toBeDefined();
  });
});

describe('sign-in with a second factor', () => {
  it('answers "second factor needed" with a challenge and no session, then the code opens one', async () => {
    const { user, secret } = await enrolled();
    const first = await login(user.email);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ two_factor_required: true, methods: ['totp', 'recovery'] });
    expect(body).not.toHaveProperty('token');
    expect(first.cookies.find((c) => c.name === 'token')).toBeUndefined();
    // The challenge is not a session.
    const me = await t.request({ method: 'GET', url: '/api/user', token: body.challenge });
    expect(me.statusCode).toBe(401);

    const second = await codeStep(body.challenge, await codeFor(secret, 1));
    expect(second.statusCode).toBe(200);
    expect(second.json().user.email).toBe(user.email);
    expect(second.cookies.find((c) => c.name === 'token')?.httpOnly).toBe(true);
    // Single use: the same challenge opens nothing twice.
    const replay = await codeStep(body.challenge, await codeFor(secret, 1));
    expect(replay.statusCode).toBe(400);
  });

  it('gives a wrong code the same answer as a wrong password', async () => {
    const { user, secret } = await enrolled();
    const wrongPassword = await login(user.email, 'not the password');
    const { challenge } = (await login(user.email)).json();
    const right = await codeFor(secret, 1);
    const wrongCode = await codeStep(challenge, right === '123456' ? '654321' : '123456');
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().message).toBe(wrongPassword.json().message);
    expect(wrongCode.json().errors.code).toEqual(wrongPassword.json().errors.email);
  });

  it('limits wrong codes per account like wrong passwords (429 with the same message)', async () => {
    const { user } = await enrolled();
    const { challenge } = (await login(user.email)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await codeStep(challenge, 'zzzzz-zzzzz')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    const blocked = await codeStep(challenge, 'zzzzz-zzzzz');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toMatch(/^Too many sign-in attempts/);
  });

  it('takes a recovery code once', async () => {
    const { user, codes } = await enrolled();
    const first = (await login(user.email)).json();
    const ok = await codeStep(first.challenge, codes[0]!.toUpperCase().replace('-', ' '));
    expect(ok.statusCode).toBe(200);
    const second = (await login(user.email)).json();
    const reused = await codeStep(second.challenge, codes[0]!);
    expect(reused.statusCode).toBe(422);
    const status = await t.request({
      method: 'GET',
      url: '/api/settings/two-factor',
      token: ok.json().token,
    });
    expect(status.json().recovery_codes_left).toBe(9);
  });

  it('refuses an authenticator code used once already', async () => {
    const { user, secret } = await enrolled();
    const code = await codeFor(secret, 1);
    expect((await codeStep((await login(user.email)).json().challenge, code)).statusCode).toBe(200);
    const again = await codeStep((await login(user.email)).json().challenge, code);
    expect(again.statusCode).toBe(422);
  });

  it('refuses an unknown challenge', async () => {
    const response = await codeStep('not-a-challenge', '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
  });
});

describe('remembering a device', () => {
  it('sets a signed HttpOnly cookie for 30 days that skips the code, until revoked', async () => {
    const { user, codes } = await enrolled();
    const { challenge } = (await login(user.email)).json();
    const done = await codeStep(challenge, codes[0]!, { remember_device: true });
    const device = done.cookies.find((c) => c.name === 'two_factor_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 30 * 86_400 });
    expect(device!.value.split('.')).toHaveLength(2);

    const remembered = await login(user.email, TEST_PASSWORD, {});
    expect(remembered.json()).toHaveProperty('two_factor_required');
    const withCookie = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      cookies: { two_factor_device: device!.value },
    });
    expect(withCookie.json()).toHaveProperty('token');

    // An altered cookie (signature no longer matches) is ignored.
    const [token] = device!.value.split('.');
    const forged = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      cookies: { two_factor_device: `${token}.forged` },
    });
    expect(forged.json()).toHaveProperty('two_factor_required');

    // The settings list it as this device; forgetting it asks for the code again.
    const session = done.json().token;
    const status = await t.request({
      method: 'GET',
      url: '/api/settings/two-factor',
      token: session,
      cookies: { two_factor_device: device!.value },
    });
    const [listed] = status.json().remembered_devices;
    expect(listed).toMatchObject({ current: true });
    const revoke = await t.request({
      method: 'DELETE',
      url: `/api/settings/two-factor/devices/${listed.id}`,
      token: session,
    });
    expect(revoke.statusCode).toBe(200);
    const afterRevoke = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      cookies: { two_factor_device: device!.value },
    });
    expect(afterRevoke.json()).toHaveProperty('two_factor_required');
  });

  it('another user cannot revoke a device that is not theirs', async () => {
    const { user, codes } = await enrolled();
    const { challenge } = (await login(user.email)).json();
    const done = await codeStep(challenge, codes[0]!, { remember_device: true });
    const status = await t.request({
      method: 'GET',
      url: '/api/settings/two-factor',
      token: done.json().token,
    });
    const [device] = status.json().remembered_devices;
    const other = await t.signIn('partner');
    const response = await t.request({
      method: 'DELETE',
      url: `/api/settings/two-factor/devices/${device.id}`,
      token: other.token,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('turning it off', () => {
  it('needs the password and a code', async () => {
    const { user, token, codes } = await enrolled();
    const disable = (payload: object) =>
      t.request({ method: 'POST', url: '/api/settings/two-factor/disable', token, payload });
    const noCode = await disable({ current_password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors.code).toBeDefined();
    const wrongPassword = await disable({ current_password: 'wrong', code: codes[0] });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.current_password).toBeDefined();
    const wrongCode = await disable({ current_password: TEST_PASSWORD, code: 'zzzzz-zzzzz' });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors.code).toEqual(['These credentials do not match our records.']);
    const ok = await disable({ current_password: TEST_PASSWORD, code: codes[1] });
    expect(ok.statusCode).toBe(200);
    expect((await login(user.email)).json()).toHaveProperty('token');
    const left = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('new recovery codes need the password and replace the old ones', async () => {
    const { user, token, codes } = await enrolled();
    const regenerate = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/settings/two-factor/recovery-codes',
        token,
        payload: { current_password: password },
      });
    expect((await regenerate('wrong')).statusCode).toBe(422);
    const fresh = (await regenerate(TEST_PASSWORD)).json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    const { challenge } = (await login(user.email)).json();
    expect((await codeStep(challenge, codes[0]!)).statusCode).toBe(422);
    expect((await codeStep(challenge, fresh[0]!)).statusCode).toBe(200);
  });
});

describe('the admins’ requirement', () => {
  it('an admin without a second factor keeps only their own account until enrolled', async () => {
    const { token: settingsToken } = await t.signIn('admin');
    const { user, token } = await t.signIn('admin');
    const setRequired = (value: boolean, bearer: string) =>
      t.request({
        method: 'PUT',
        url: '/api/settings',
        token: bearer,
        payload: { two_factor_required_for_admins: value },
      });
    expect((await setRequired(true, settingsToken)).statusCode).toBe(200);
    try {
      const me = await t.request({ method: 'GET', url: '/api/user', token });
      expect(me.json().two_factor_enrolment_required).toBe(true);
      const leads = await t.request({ method: 'GET', url: '/api/leads?market=AU', token });
      expect(leads.statusCode).toBe(403);
      expect(leads.json().message).toMatch(/requires administrators to use two-factor/);
      // Partners are not concerned.
      const partner = await t.signIn('partner');
      const partnerMe = await t.request({ method: 'GET', url: '/api/user', token: partner.token });
      expect(partnerMe.json().two_factor_enrolment_required).toBe(false);

      await enrolSession(t, token);
      expect(
        (await t.request({ method: 'GET', url: '/api/leads?market=AU', token })).statusCode,
      ).toBe(200);
      expect(user.role).toBe('admin');
    } finally {
      const enrolledAdmin = await enrolled('admin');
      await setRequired(false, enrolledAdmin.token);
    }
  });
});

describe('an admin resets a partner’s second factor', () => {
  it('removes it, writes the audit row and e-mails the partner', async () => {
    const { user, codes } = await enrolled('partner');
    const [partner] = await t.db.select().from(partners).where(eq(partners.userId, user.id));
    await deliverMail(t.db); // earlier tests' mail out of the way
    const admin = await t.signIn('admin');
    const response = await t.request({
      method: 'POST',
      url: `/api/partners/${partner!.id}/two-factor-reset`,
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    // The password alone signs the partner in again; the old codes are gone.
    expect((await login(user.email)).json()).toHaveProperty('token');
    expect(codes).toHaveLength(10);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityId, partner!.id),
          eq(auditEvents.action, 'partner.two_factor_reset'),
        ),
      );
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      action: 'partner.two_factor_reset',
      after: { two_factor_enabled: false },
    });
    const mail = (await deliverMail(t.db)).find((m) => m.to.includes(user.email));
    expect(mail?.subject).toMatch(/two-factor sign-in was reset/);
    expect(mail?.text).toContain('https://app.test/settings/two-factor');
  });

  it('a partner cannot reset another partner’s second factor', async () => {
    const victim = await enrolled('partner');
    const [partner] = await t.db.select().from(partners).where(eq(partners.userId, victim.user.id));
    const other = await t.signIn('partner');
    const response = await t.request({
      method: 'POST',
      url: `/api/partners/${partner!.id}/two-factor-reset`,
      token: other.token,
    });
    expect(response.statusCode).toBe(403);
    expect((await login(victim.user.email)).json()).toHaveProperty('two_factor_required');
  });

  it('an unknown partner is a 404, a malformed id a 422', async () => {
    const admin = await t.signIn('admin');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/partners/00000000-0000-4000-8000-000000000000/two-factor-reset',
      token: admin.token,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.request({
      method: 'POST',
      url: '/api/partners/not-an-id/two-factor-reset',
      token: admin.token,
    });
    expect(malformed.statusCode).toBe(422);
  });
});
