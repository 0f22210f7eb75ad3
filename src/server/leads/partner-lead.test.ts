import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, createPartner } from '../../../tests/support/factories';
import { applications, termSheets } from '../db/schema';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let tokenA: string;
let adminToken: string;
let mine: { id: string; reference: string };
let theirs: string;
let partnerA: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signIn('partner');
  tokenA = a.token;
  adminToken = (await t.signIn('admin')).token;
  partnerA = (await t.db.query.partners.findFirst({
    where: (row, { eq }) => eq(row.userId, a.user.id),
  }))!.id;
  mine = await createLead(t.db, { partnerId: partnerA, email: 'applicant@private.test' });
  theirs = (await createLead(t.db, { partnerId: (await createPartner(t.db)).partner.id })).id;
  const { lead } = (
    await t.request({ method: 'GET', url: `/api/leads/${mine.id}`, token: adminToken })
  ).json();
  await t.request({
    method: 'POST',
    url: `/api/leads/${mine.id}/status`,
    token: adminToken,
    payload: { version: lead.version, status: 'contacted', note: 'internal only: slow payer' },
  });
});
afterAll(() => t.close());

const asA = (id: string) => t.request({ method: 'GET', url: `/api/my-leads/${id}`, token: tokenA });

describe('GET /api/my-leads/:id (a partner’s own lead, read-only)', () => {
  it('shows the list’s fields and the moves, never the notes or contact details', async () => {
    const response = await asA(mine.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lead).toMatchObject({
      id: mine.id,
      reference: mine.reference,
      status: 'contacted',
    });
    expect(body.history).toEqual([
      { kind: 'moved', from: 'new', to: 'contacted', at: expect.any(String) },
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain('internal only');
    expect(text).not.toContain('applicant@private.test');
  });

  it('answers another partner’s lead, an unknown id and a malformed one with the same 404', async () => {
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await asA(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe((await asA(theirs)).json().message);
    }
  });

  it('is for partners only', async () => {
    const admin = await t.request({
      method: 'GET',
      url: `/api/my-leads/${mine.id}`,
      token: adminToken,
    });
    expect(admin.statusCode).toBe(403);
  });
});

describe('the full application on a partner’s lead', () => {
  it('says only whether and when it was submitted, never its answers', async () => {
    const lead = await createLead(t.db, { partnerId: partnerA });
    expect((await asA(lead.id)).json().application_submitted_at).toBeNull();
    await t.db.insert(applications).values({
      leadId: lead.id,
      data: { financials: { annual_revenue: 4_321_987 }, business: { legal_name: 'Secret Co' } },
      status: 'draft',
    });
    expect((await asA(lead.id)).json().application_submitted_at).toBeNull();
    await t.db
      .update(applications)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(eq(applications.leadId, lead.id));
    const body = (await asA(lead.id)).json();
    expect(body.application_submitted_at).toEqual(expect.any(String));
    const text = JSON.stringify(body);
    expect(text).not.toContain('Secret Co');
    expect(text).not.toContain('4321987');
  });
});

describe('the term sheet on a partner’s lead', () => {
  it('says where it stands and when, never its terms', async () => {
    const lead = await createLead(t.db, { partnerId: partnerA });
    expect((await asA(lead.id)).json().term_sheet).toBeNull();
    await t.db.insert(termSheets).values({
      leadId: lead.id,
      status: 'accepted',
      currency: 'AUD',
      facilityAmount: 987_654,
      interestRateType: 'fixed',
      interestRateBps: 1234,
      termMonths: 36,
      repaymentAmount: 33_333,
      repaymentFrequency: 'monthly',
      establishmentFee: 990,
      conditions: 'Private condition',
      expiresOn: '2099-12-31',
      sentAt: new Date('2026-11-01T00:00:00Z'),
      acceptedAt: new Date('2026-11-02T00:00:00Z'),
      acceptedName: 'Secret Signer',
    });
    const body = (await asA(lead.id)).json();
    expect(body.term_sheet).toEqual({
      status: 'accepted',
      sent_at: '2026-11-01T00:00:00.000Z',
      accepted_at: '2026-11-02T00:00:00.000Z',
    });
    const text = JSON.stringify(body);
    for (const secret of ['987654', '33333', 'Private condition', 'Secret Signer']) {
      expect(text).not.toContain(secret);
    }
  });
});
