import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPartner,
  createUser,
  joinPayload as sharedJoinPayload,
} from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { outbox, partners, users } from '../db/schema';
import { TEST_APP_KEY, filledFormToken } from '../leads/leads.test-support';
import { allows } from '../plugins/access';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY, JOIN_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

function joinPayload(overrides: Record<string, unknown> = {}) {
  return sharedJoinPayload({ form_token: filledFormToken(), ...overrides });
}

const join = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/join', payload, headers });

describe('POST /api/join', () => {
  it('creates a pending partner with a unique referral code and tells the admins', async () => {
    const admin = await t.signIn('admin');
    const payload = joinPayload({
      market: 'NZ',
      mobile: '021 123 4567',
      business_number: '9429046393920',
    });
    const response = await join(payload, { 'accept-language': 'zh-CN' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/感谢/);

    const [user] = await t.db.select().from(users).where(eq(users.email, payload.email));
    expect(user).toMatchObject({ role: 'partner', locale: 'zh-CN' });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [partner] = await t.db.select().from(partners).where(eq(partners.userId, user!.id));
    expect(partner).toMatchObject({
      status: 'pending',
      market: 'NZ',
      phone: '+64211234567',
      businessNumber: '9429046393920',
    });
    expect(partner?.referralCode).toMatch(/^[a-z2-9]{8}$/);

    const mail = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'partner-signup-admin'));
    expect(mail.map((row) => row.recipient)).toContain(admin.user.email);
  });

  it('gives every partner a different referral code', async () => {
    for (let i = 0; i < 5; i += 1) expect((await join(joinPayload())).statusCode).toBe(200);
    const [row] = await t.db
      .select({
        all: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct referral_code)::int`,
      })
      .from(partners);
    expect(row?.all).toBe(row?.distinct);
  });

  it.each([
    ['business_number', { business_number: '51 824 753 557' }],
    ['mobile', { mobile: '02 9876 5432' }],
    ['email', { email: 'nope' }],
    ['company', { company: '' }],
    ['password', { password: 'short', password_confirmation: 'short' }],
    ['password_confirmation', { password_confirmation: 'something else' }],
    ['market', { market: 'UK' }],
    ['role', { role: 'admin' }],
    ['form_token', { form_token: 'issued-just-now' }],
  ])('refuses a bad %s with 422 naming it', async (field, change) => {
    // A token issued at the moment of sending: faster than any person fills the form.
    const fresh =
      'form_token' in change && change.form_token === 'issued-just-now'
        ? { form_token: filledFormToken(0) }
        : {};
    const response = await join(joinPayload({ ...change, ...fresh }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  // Issue 14: the answer used to say the address was registered, to anyone who asked.
  it('answers an e-mail that has an account like a new one, and tells its owner instead', async () => {
    const owner = await createUser(t.db, { name: 'Olive Owner', locale: 'fr' });
    const fresh = await join(joinPayload());
    const again = await join(
      joinPayload({
        email: owner.email.toUpperCase(),
        password: 'another long password',
        password_confirmation: 'another long password',
      }),
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(again.statusCode, again.body).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());

    const accounts = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${owner.email}`);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.passwordHash).toBe(owner.passwordHash);
    const mails = await t.db.select().from(outbox).where(eq(outbox.recipient, owner.email));
    expect(mails).toMatchObject([
      { template: 'join-existing-account', locale: 'fr', data: { name: 'Olive Owner' } },
    ]);
  });

  it('answers a honeypot hit like a success and creates nothing', async () => {
    const payload = joinPayload({ website: 'spam' });
    const response = await join(payload);
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });

  it('serves a form token with the markets', async () => {
    const response = await t.request({ method: 'GET', url: '/api/join/options' });
    expect(response.json()).toMatchObject({
      markets: [
        { code: 'AU', business_number: 'ABN' },
        { code: 'NZ', business_number: 'NZBN' },
      ],
      form_token: expect.stringMatching(/^\d+\./),
    });
  });
});

describe('a pending partner', () => {
  it('can sign in and sees that approval is pending, nothing else', async () => {
    const payload = joinPayload();
    await join(payload);
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json();
    expect(user.partner).toMatchObject({
      status: 'pending',
      company: payload.company,
      market: 'AU',
    });
    expect(user.permissions.sort()).toEqual(['read:user:own', 'update:user:own']);

    const me = await t.request({ method: 'GET', url: '/api/user', token });
    expect(me.statusCode).toBe(200);
    expect(me.json().partner.status).toBe('pending');

    // Own settings stay open; partner and admin routes do not.
    const profile = await t.request({
      method: 'PATCH',
      url: '/api/settings/profile',
      token,
      payload: { name: 'Grace H.', email: payload.email, locale: 'en' },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('acts as a partner only while active (role and permission checks)', async () => {
    const { user } = await createPartner(t.db, { status: 'pending' });
    for (const status of ['pending', 'suspended', null] as const) {
      expect(allows('partner', user, status)).toBe(false);
      expect(allows('read:lead:own', user, status)).toBe(false);
      expect(allows('update:user:own', user, status)).toBe(true);
      expect(allows('authenticated', user, status)).toBe(true);
    }
    expect(allows('partner', user, 'active')).toBe(true);
    expect(allows('read:lead:own', user, 'active')).toBe(true);
    expect(allows('read:lead:any', user, 'active')).toBe(false);
  });

  it('an active partner sees its own partner record in the session', async () => {
    const { token, user } = await t.signIn('partner');
    const me = await t.request({ method: 'GET', url: '/api/user', token });
    expect(me.json().partner.status).toBe('active');
    expect(me.json().permissions).toContain('read:lead:own');
    expect(user.role).toBe('partner');
  });
});
