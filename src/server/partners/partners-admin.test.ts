import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, leads, outbox, partners } from '../db/schema';
import { TEST_APP_KEY, filledFormToken } from '../leads/leads.test-support';
import { renderMail } from '../mail/templates/registry';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await createTestApp({
    APP_KEY: TEST_APP_KEY,
    APPLY_RATE_LIMIT: '1000',
    APP_URL: 'https://app.lendref.test',
  });
  admin = await t.signIn('admin', { name: 'Ada Admin' });
});
afterAll(() => t.close());

const post = (url: string, token = admin.token) => t.request({ method: 'POST', url, token });

async function auditOf(partnerId: string) {
  return t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityId, partnerId))
    .orderBy(desc(auditEvents.createdAt));
}

describe('approving a partner', () => {
  it('activates a verified pending partner, records who and when, and e-mails them in their language', async () => {
    const { partner, user } = await createPartner(
      t.db,
      { status: 'pending', company: 'Hopper Advisory' },
      { locale: 'fr' },
    );
    const response = await post(`/api/partners/${partner.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('The partner was approved and e-mailed.');
    expect(response.json().partner).toMatchObject({
      status: 'active',
      approved_by: { id: admin.user.id, name: 'Ada Admin' },
      referral_url: `https://app.lendref.test/apply/${partner.referralCode}`,
    });

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mail).toMatchObject({ template: 'partner-approved', locale: 'fr' });
    const rendered = renderMail(mail!.template, mail!.locale, mail!.data, {
      appName: 'LendRef',
      appUrl: 'https://app.lendref.test',
    });
    expect(rendered.subject).toBe('Vous pouvez maintenant vous connecter à LendRef');
    expect(rendered.text).toContain(`https://app.lendref.test/apply/${partner.referralCode}`);

    const [audit] = await auditOf(partner.id);
    expect(audit).toMatchObject({
      action: 'partner.approved',
      actorUserId: admin.user.id,
      entityType: 'partner',
      before: { status: 'pending', company: 'Hopper Advisory' },
      after: { status: 'active', company: 'Hopper Advisory' },
    });
  });

  it('refuses a partner whose e-mail is not verified, and changes nothing', async () => {
    const { partner } = await createPartner(t.db, { status: 'pending' }, { emailVerifiedAt: null });
    const response = await post(`/api/partners/${partner.id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/has not verified their e-mail address/);
    const detail = await t.request({
      method: 'GET',
      url: `/api/partners/${partner.id}`,
      token: admin.token,
    });
    expect(detail.json().status).toBe('pending');
    expect(await auditOf(partner.id)).toEqual([]);
  });

  it('refuses to approve an active partner with a clear 409', async () => {
    const { partner } = await createPartner(t.db);
    const response = await post(`/api/partners/${partner.id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Only a pending partner can be approved, and this one is not pending.',
    );
  });
});

describe('suspending and reactivating', () => {
  it('stops a suspended partner at once: their token answers 401 and their link no longer attributes', async () => {
    const signedIn = await t.signIn('partner');
    const me = await t.request({ method: 'GET', url: '/api/user', token: signedIn.token });
    expect(me.statusCode).toBe(200);
    const [partner] = await t.db
      .select()
      .from(partners)
      .where(eq(partners.userId, signedIn.user.id));

    const response = await post(`/api/partners/${partner!.id}/suspend`);
    expect(response.statusCode).toBe(200);
    expect(response.json().partner.status).toBe('suspended');

    const after = await t.request({ method: 'GET', url: '/api/user', token: signedIn.token });
    expect(after.statusCode).toBe(401);

    const applied = await t.request({
      method: 'POST',
      url: '/api/apply',
      payload: {
        form_token: filledFormToken(),
        ...applicationPayload({ referral_code: partner!.referralCode }),
      },
    });
    expect(applied.statusCode).toBe(200);
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.reference, applied.json().reference));
    expect(lead).toMatchObject({ partnerId: null, source: 'apply' });

    expect(await post(`/api/partners/${partner!.id}/suspend`)).toMatchObject({ statusCode: 409 });
    const back = await post(`/api/partners/${partner!.id}/reactivate`);
    expect(back.json().partner.status).toBe('active');
    expect((await auditOf(partner!.id)).map((audit) => audit.action)).toEqual([
      'partner.reactivated',
      'partner.suspended',
    ]);
  });

  it('refuses to reactivate a partner who is not suspended', async () => {
    const { partner } = await createPartner(t.db, { status: 'pending' });
    const response = await post(`/api/partners/${partner.id}/reactivate`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Only a suspended partner can be reactivated/);
    expect(await post(`/api/partners/${partner.id}/suspend`)).toMatchObject({ statusCode: 409 });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect(
      (await post('/api/partners/00000000-0000-4000-8000-000000000000/approve')).statusCode,
    ).toBe(404);
    expect((await post('/api/partners/not-a-uuid/approve')).statusCode).toBe(422);
  });
});

describe('editing a partner', () => {
  it('saves company, mobile and business number per market, with before and after in the audit', async () => {
    const { partner } = await createPartner(t.db, { company: 'Old Name' });
    const response = await t.request({
      method: 'PATCH',
      url: `/api/partners/${partner.id}`,
      token: admin.token,
      payload: {
        company: 'New Name',
        market: 'NZ',
        mobile: '021 123 4567',
        business_number: '9429041525746',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().partner).toMatchObject({
      company: 'New Name',
      market: 'NZ',
      phone: '+64211234567',
      business_number: '9429041525746',
    });
    const audit = await t.request({
      method: 'GET',
      url: `/api/partners/${partner.id}/audit`,
      token: admin.token,
    });
    expect(audit.json().data[0]).toMatchObject({
      action: 'partner.updated',
      actor: { name: 'Ada Admin' },
      before: { company: 'Old Name', market: 'AU' },
      after: { company: 'New Name', market: 'NZ', phone: '+64211234567' },
    });
  });

  it('names each bad field: an ABN that fails its check, a mobile outside the market, an unknown field', async () => {
    const { partner } = await createPartner(t.db);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/partners/${partner.id}`,
      token: admin.token,
      payload: {
        company: '',
        market: 'AU',
        mobile: '021 123 4567',
        business_number: '12 345 678 901',
        role: 'admin',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'business_number',
      'company',
      'mobile',
      'role',
    ]);
  });
});
