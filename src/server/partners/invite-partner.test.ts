import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/support/factories';
import { deliverMail, linkIn } from '../../../tests/support/mailbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, outbox, partners, rateLimits } from '../db/schema';
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

const invite = (token: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/partners/invite', token, payload });
const base = { name: 'Pat Partner', company: 'Pat Advisory', market: 'AU' };

describe('POST /api/partners/invite', () => {
  it('invites a partner who sets a password and is active with a verified e-mail', async () => {
    const { token, user: admin } = await t.signIn('admin');
    const res = await invite(token, { ...base, email: 'pat@example.test', mobile: '0412 345 678' });
    expect(res.statusCode).toBe(200);
    const mail = (await deliverMail(t.db)).find((m) => m.to === 'pat@example.test');
    expect(mail!.subject).toBe('You are invited to LendRef');
    const link = decodeURIComponent(linkIn(mail, '/invite/').pathname.split('/').pop()!);

    const accepted = await t.request({
      method: 'POST',
      url: '/api/invite/accept',
      payload: {
        token: link,
        password: 'my chosen phrase 7',
        password_confirmation: 'my chosen phrase 7',
      },
    });
    expect(accepted.statusCode).toBe(200);
    const me = await t.request({
      method: 'GET',
      url: '/api/dashboard/partner',
      token: accepted.json().token,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().referral_code).toMatch(/\w+/);
    const [partner] = await t.db.select().from(partners).where(eq(partners.id, res.json().id));
    expect(partner).toMatchObject({
      status: 'active',
      phone: '+61412345678',
      approvedBy: admin.id,
    });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, partner!.id));
    expect(audit.map((row) => row.action)).toEqual(['partner.invited']);
  });

  it('answers 422 on the field for an e-mail in use and for bad numbers', async () => {
    const { token } = await t.signIn('admin');
    const existing = await createUser(t.db);
    const taken = await invite(token, { ...base, email: existing.email });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['email']);
    const bad = await invite(token, {
      ...base,
      email: 'q@example.test',
      mobile: '123',
      business_number: '1',
      market: 'NZ',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['business_number', 'mobile']);
    expect((await invite(token, {})).statusCode).toBe(422);
  });

  it('refuses partners and guests', async () => {
    const { token } = await t.signIn('partner');
    expect((await invite(token, { ...base, email: 'r@example.test' })).statusCode).toBe(403);
    expect((await invite(undefined, { ...base, email: 'r@example.test' })).statusCode).toBe(401);
  });
});
