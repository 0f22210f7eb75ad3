import { and, eq } from 'drizzle-orm';
import { faker } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload, createLead, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { leadEvents, leads, outbox, partners } from '../db/schema';
import { TEST_APP_KEY, filledFormToken } from './leads.test-support';

// Decision 0052 on the lead screen and issue 30's New lead: admins only, audited, versioned.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let partnerUser: Awaited<ReturnType<TestApp['signIn']>>;
let ownPartnerId: string;
let alpha: Awaited<ReturnType<typeof createPartner>>;
let beta: Awaited<ReturnType<typeof createPartner>>;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY, APPLY_RATE_LIMIT: '1000' });
  admin = await t.signIn('admin');
  partnerUser = await t.signIn('partner');
  const [own] = await t.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.userId, partnerUser.user.id));
  ownPartnerId = own!.id;
  alpha = await createPartner(t.db, { company: 'Alpha Advisory' });
  beta = await createPartner(t.db, { company: 'Beta Brokers' }, { locale: 'zh-CN' });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.request({ method: 'POST', url, payload, token });
const readLead = async (id: string) => {
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
  return lead!;
};
const eventsOf = (leadId: string, type: string) =>
  t.db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, type)));

/** A quick application, then the full form with another amount: one lead, one difference. */
async function leadWithDifference() {
  const email = `diff-${faker.string.alphanumeric(10)}@example.test`;
  const base = { email, first_name: 'Jordan', last_name: 'Guest' };
  const { market, mobile, consent } = applicationPayload();
  const first = await post('/api/apply', {
    ...base,
    // A guest form's token works once (decision 0059): each application its own.
    form_token: filledFormToken(),
    variant: 'apply-quick',
    market,
    mobile,
    consent,
    amount: 25_000,
  });
  const reference = first.json().reference as string;
  await post(
    '/api/apply',
    applicationPayload({ ...base, form_token: filledFormToken(), amount: 250_000 }),
  );
  const [lead] = await t.db.select().from(leads).where(eq(leads.reference, reference));
  const [repeat] = await eventsOf(lead!.id, 'repeat_enquiry');
  return { lead: lead!, eventId: repeat!.id };
}

describe('use this value (POST /api/leads/:id/repeat-answers)', () => {
  it('puts the answer on the lead, audited in the timeline, checked against the version', async () => {
    const { lead, eventId } = await leadWithDifference();
    const url = `/api/leads/${lead.id}/repeat-answers`;
    const body = { version: lead.version, event_id: eventId, field: 'amount' };

    const applied = await post(url, body, admin.token);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().lead).toMatchObject({ amount: 250_000, version: lead.version + 1 });
    const [updated] = await eventsOf(lead.id, 'updated');
    expect(updated).toMatchObject({
      actorUserId: admin.user.id,
      data: { changes: { amount: { before: 25_000, after: 250_000 } }, repeat_event_id: eventId },
    });

    // The version the admin read is now stale.
    expect((await post(url, body, admin.token)).statusCode).toBe(409);
  });

  it('refuses a field the application did not answer differently, and a partner', async () => {
    const { lead, eventId } = await leadWithDifference();
    const url = `/api/leads/${lead.id}/repeat-answers`;
    const noAnswer = await post(
      url,
      { version: lead.version, event_id: eventId, field: 'last_name' },
      admin.token,
    );
    expect(noAnswer.statusCode).toBe(422);
    expect(noAnswer.json().errors).toHaveProperty('field');

    const other = await leadWithDifference();
    const foreignEvent = await post(
      url,
      { version: lead.version, event_id: other.eventId, field: 'amount' },
      admin.token,
    );
    expect(foreignEvent.statusCode).toBe(404);

    const byPartner = await post(
      url,
      { version: lead.version, event_id: eventId, field: 'amount' },
      partnerUser.token,
    );
    expect(byPartner.statusCode).toBe(403);
    expect((await readLead(lead.id)).amount).toBe(25_000);
  });
});

describe("a lead's partner (POST /api/leads/:id/partner)", () => {
  it('sets, changes and removes the partner, each audited with old and new', async () => {
    const lead = await createLead(t.db);
    const url = `/api/leads/${lead.id}/partner`;
    const read = await t.request({
      method: 'GET',
      url: `/api/leads/${lead.id}`,
      token: admin.token,
    });
    const offered = read.json().choices.partners as { id: string }[];
    expect(offered.map((partner) => partner.id)).toEqual(
      expect.arrayContaining([alpha.partner.id, beta.partner.id]),
    );

    const set = await post(url, { version: 1, partner_id: alpha.partner.id }, admin.token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().lead.partner).toEqual({ id: alpha.partner.id, company: 'Alpha Advisory' });
    const changed = await post(url, { version: 2, partner_id: beta.partner.id }, admin.token);
    expect(changed.statusCode).toBe(200);
    const cleared = await post(url, { version: 3, partner_id: null }, admin.token);
    expect(cleared.json().lead.partner).toBeNull();

    const events = (await eventsOf(lead.id, 'partner_changed'))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((event) => event.data);
    const alphaRef = { id: alpha.partner.id, company: 'Alpha Advisory' };
    const betaRef = { id: beta.partner.id, company: 'Beta Brokers' };
    expect(events).toEqual([
      { before: null, after: alphaRef, by: 'admin' },
      { before: alphaRef, after: betaRef, by: 'admin' },
      { before: betaRef, after: null, by: 'admin' },
    ]);
    // Issue 41 finding 6: in the audit list too, not only the timeline.
    const audit = await t.request({
      method: 'GET',
      url: '/api/audit?entity_type=lead&limit=100',
      token: admin.token,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const audited = (
      audit.json().data as {
        action: string;
        entity_id: string;
        before: unknown;
        after: unknown;
        actor: { id: string } | null;
      }[]
    )
      .filter((row) => row.entity_id === lead.id && row.action === 'lead.partner_changed')
      .reverse();
    const auditedPartner = (ref: { id: string; company: string } | null) => ({
      partner: ref?.company ?? null,
      partner_id: ref?.id ?? null,
    });
    expect(audited.map((row) => [row.before, row.after, row.actor?.id])).toEqual([
      [auditedPartner(null), { ...auditedPartner(alphaRef), changed_by: 'admin' }, admin.user.id],
      [
        auditedPartner(alphaRef),
        { ...auditedPartner(betaRef), changed_by: 'admin' },
        admin.user.id,
      ],
      [auditedPartner(betaRef), { ...auditedPartner(null), changed_by: 'admin' }, admin.user.id],
    ]);
    // Each newly credited partner is told, in their language.
    const notices = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.leadId, lead.id), eq(outbox.template, 'lead-partner-notice')));
    expect(notices.map((row) => [row.recipient, row.locale]).sort()).toEqual(
      [
        [alpha.user.email, alpha.user.locale],
        [beta.user.email, 'zh-CN'],
      ].sort(),
    );
  });

  it("puts the lead in the credited partner's My Leads", async () => {
    const lead = await createLead(t.db);
    await post(
      `/api/leads/${lead.id}/partner`,
      { version: 1, partner_id: ownPartnerId },
      admin.token,
    );
    const mine = await t.request({ method: 'GET', url: '/api/my-leads', token: partnerUser.token });
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(lead.reference);
  });

  it.each([
    [
      'a partner of the other market',
      async () => (await createPartner(t.db, { market: 'NZ' })).partner.id,
    ],
    [
      'a suspended partner',
      async () => (await createPartner(t.db, { status: 'suspended' })).partner.id,
    ],
    ['an unknown id', async () => faker.string.uuid()],
  ])('refuses %s with a field error', async (_name, partnerId) => {
    const lead = await createLead(t.db);
    const response = await post(
      `/api/leads/${lead.id}/partner`,
      { version: 1, partner_id: await partnerId() },
      admin.token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('partner_id');
    expect((await readLead(lead.id)).partnerId).toBeNull();
  });

  it('answers 409 to a stale version', async () => {
    const lead = await createLead(t.db, { version: 3 });
    const response = await post(
      `/api/leads/${lead.id}/partner`,
      { version: 2, partner_id: alpha.partner.id },
      admin.token,
    );
    expect(response.statusCode).toBe(409);
  });

  it("lets no partner call it, on their own lead or another partner's", async () => {
    const own = await createLead(t.db, { partnerId: ownPartnerId });
    const others = await createLead(t.db, { partnerId: alpha.partner.id });
    for (const [lead, partnerId] of [
      [own, alpha.partner.id],
      [others, ownPartnerId],
    ] as const) {
      const response = await post(
        `/api/leads/${lead.id}/partner`,
        { version: 1, partner_id: partnerId },
        partnerUser.token,
      );
      expect(response.statusCode).toBe(403);
      expect((await readLead(lead.id)).partnerId).toBe(lead.partnerId);
    }
  });
});

describe('New lead (POST /api/leads)', () => {
  const newLead = (overrides: Record<string, unknown> = {}) => ({
    variant: 'apply-quick',
    market: 'AU',
    first_name: 'Phone',
    last_name: 'Caller',
    email: `phone-${faker.string.alphanumeric(10)}@example.test`,
    mobile: '0412 345 678',
    amount: 40_000,
    consent: true,
    ...overrides,
  });

  it('creates a lead entered by an admin, without a form token, crediting the partner chosen', async () => {
    const response = await post(
      '/api/leads',
      newLead({ partner_id: alpha.partner.id }),
      admin.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ repeat: false });
    expect(answer.reference).toMatch(/^AU-\d{4}-\d{6}$/);
    expect(await readLead(answer.lead_id)).toMatchObject({
      source: 'admin',
      partnerId: alpha.partner.id,
      mobile: '+61412345678',
    });
    const [created] = await eventsOf(answer.lead_id, 'created');
    expect(created).toMatchObject({ actorType: 'user', actorUserId: admin.user.id });
  });

  it('answers 422 with field errors on bad input, as the guest forms do', async () => {
    const response = await post(
      '/api/leads',
      newLead({ email: 'not-an-email', mobile: '021 123 4567', consent: false }),
      admin.token,
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['consent', 'email', 'mobile']);
    // The live amount limits, as for a guest.
    const tooSmall = await post('/api/leads', newLead({ amount: 10 }), admin.token);
    expect(tooSmall.statusCode).toBe(422);
    expect(Object.keys(tooSmall.json().errors)).toEqual(['amount']);
    const wrongMarket = await post(
      '/api/leads',
      newLead({ partner_id: (await createPartner(t.db, { market: 'NZ' })).partner.id }),
      admin.token,
    );
    expect(wrongMarket.statusCode).toBe(422);
    expect(wrongMarket.json().errors).toHaveProperty('partner_id');
  });

  it('joins the same person’s recent lead and says so', async () => {
    const payload = newLead();
    const first = (await post('/api/leads', payload, admin.token)).json();
    const again = await post('/api/leads', { ...payload, amount: 45_000 }, admin.token);
    expect(again.json()).toEqual({
      lead_id: first.lead_id,
      reference: first.reference,
      repeat: true,
    });
    const [repeat] = await eventsOf(first.lead_id, 'repeat_enquiry');
    expect(repeat?.data).toMatchObject({
      differences: { amount: { answered: 45_000, lead: 40_000 } },
    });
  });

  it('is for admins only', async () => {
    expect((await post('/api/leads', newLead(), partnerUser.token)).statusCode).toBe(403);
    expect((await post('/api/leads', newLead())).statusCode).toBe(401);
  });
});

describe('the referral attribution window setting', () => {
  it('is a whole number of days from 1 to 365, 30 until an admin sets it', async () => {
    const put = (value: unknown) =>
      t.request({
        method: 'PUT',
        url: '/api/settings',
        payload: { referral_attribution_days: value },
        token: admin.token,
      });
    const shown = await t.request({ method: 'GET', url: '/api/settings', token: admin.token });
    expect(shown.json().settings.referral_attribution_days).toBe(30);
    for (const bad of [0, 366, 1.5, 'thirty']) {
      const refused = await put(bad);
      expect(refused.statusCode, String(bad)).toBe(422);
      expect(refused.json().errors).toHaveProperty('referral_attribution_days');
    }
    const saved = await put(45);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.referral_attribution_days).toBe(45);
    const byPartner = await t.request({
      method: 'PUT',
      url: '/api/settings',
      payload: { referral_attribution_days: 10 },
      token: partnerUser.token,
    });
    expect(byPartner.statusCode).toBe(403);
  });
});
