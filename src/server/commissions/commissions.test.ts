import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../tests/support/csv';
import { createLead, createPartner, TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Market } from '../../shared/markets/markets';
import { marketToday } from '../../shared/settlements/settlement-day';
import { auditEvents, commissions, leadEvents, partners } from '../db/schema';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

type Terms =
  | { commission_type: 'rate'; rate_percent: number }
  | { commission_type: 'flat'; flat_amount: number }
  | { commission_type: 'none' };

async function setTerms(partnerId: string, terms: Terms, show = true, token = admin) {
  return t.request({
    method: 'PUT',
    url: `/api/partners/${partnerId}/commission`,
    token,
    payload: { ...terms, show_commissions: show },
  });
}

/** A partner with terms, signed in, and one of their leads one step from settled. */
async function partnerWithLead(terms: Terms, lead: Parameters<typeof createLead>[1] = {}) {
  const { partner, user } = await createPartner(t.db, { company: `Partner ${Math.random()}` });
  if (terms.commission_type !== 'none') {
    expect((await setTerms(partner.id, terms)).statusCode).toBe(200);
  }
  const row = await createLead(t.db, { partnerId: partner.id, status: 'approved', ...lead });
  const signIn = await t.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { partner, lead: row, token: signIn.json().token as string };
}

/** Settles at the amount requested, with a lender of both markets, today on its clock. */
const settleOnLeadScreen = (lead: { id: string; amount: number; market: Market }) =>
  t.request({
    method: 'POST',
    url: `/api/leads/${lead.id}/status`,
    token: admin,
    payload: {
      version: 1,
      status: 'settled',
      settled_amount: lead.amount,
      lender: 'anz',
      settled_on: marketToday(lead.market),
    },
  });

const commissionOf = async (leadId: string) =>
  (await t.db.select().from(commissions).where(eq(commissions.leadId, leadId)))[0];

const move = (ids: string[], status: string, token = admin) =>
  t.request({ method: 'POST', url: '/api/commissions/status', token, payload: { ids, status } });

describe('a commission is earned when a lead settles', () => {
  it('on the lead screen (and the board, which moves through it): rate × settled amount, rounded', async () => {
    const { partner, lead } = await partnerWithLead(
      { commission_type: 'rate', rate_percent: 1.25 },
      { amount: 50_001 },
    );
    expect((await settleOnLeadScreen(lead)).statusCode).toBe(200);
    expect(await commissionOf(lead.id)).toMatchObject({
      partnerId: partner.id,
      market: 'AU',
      currency: 'AUD',
      amount: 625, // 50 001 × 1.25 % = 625.0125
      basisType: 'rate',
      basisValue: 125,
      status: 'pending',
    });
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events.find((event) => event.type === 'commission_created')?.data).toMatchObject({
      amount: 625,
      currency: 'AUD',
    });
  });

  it('a flat sum, in the NZ lead’s own currency', async () => {
    const { lead } = await partnerWithLead(
      { commission_type: 'flat', flat_amount: 750 },
      { market: 'NZ' },
    );
    expect((await settleOnLeadScreen(lead)).statusCode).toBe(200);
    expect(await commissionOf(lead.id)).toMatchObject({
      amount: 750,
      market: 'NZ',
      currency: 'NZD',
      basisType: 'flat',
      basisValue: 750,
    });
  });

  it('not without terms, nor without a partner, nor on any other step', async () => {
    const { lead } = await partnerWithLead({ commission_type: 'none' });
    expect((await settleOnLeadScreen(lead)).statusCode).toBe(200);
    const orphan = await createLead(t.db, { status: 'approved' });
    expect((await settleOnLeadScreen(orphan)).statusCode).toBe(200);
    const { lead: early } = await partnerWithLead(
      { commission_type: 'flat', flat_amount: 10 },
      { status: 'submitted_to_lender' },
    );
    await t.request({
      method: 'POST',
      url: `/api/leads/${early.id}/status`,
      token: admin,
      payload: { version: 1, status: 'approved' },
    });
    expect(await commissionOf(lead.id)).toBeUndefined();
    expect(await commissionOf(orphan.id)).toBeUndefined();
    expect(await commissionOf(early.id)).toBeUndefined();
  });

  it('keeps its basis when the partner’s terms change later', async () => {
    const { partner, lead } = await partnerWithLead({ commission_type: 'rate', rate_percent: 2 });
    await settleOnLeadScreen(lead);
    await setTerms(partner.id, { commission_type: 'flat', flat_amount: 1 });
    expect(await commissionOf(lead.id)).toMatchObject({ amount: 1000, basisType: 'rate' });
  });
});

describe('commission terms', () => {
  it('are audited with before and after, and shown on the partner panel', async () => {
    const { partner } = await createPartner(t.db);
    const response = await setTerms(
      partner.id,
      { commission_type: 'rate', rate_percent: 2.5 },
      false,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().partner).toMatchObject({
      commission_terms: { type: 'rate', value: 250 },
      show_commissions: false,
    });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, partner.id));
    expect(audit).toMatchObject({
      action: 'partner.commission_terms_changed',
      before: { commission_type: null, commission_value: null, show_commissions: true },
      after: { commission_type: 'rate', commission_value: 250, show_commissions: false },
    });
  });

  it.each([
    [{ commission_type: 'rate', rate_percent: 0 }, 'rate_percent'],
    [{ commission_type: 'rate', rate_percent: 100.5 }, 'rate_percent'],
    [{ commission_type: 'rate', rate_percent: 1.234 }, 'rate_percent'],
    [{ commission_type: 'flat', flat_amount: 12.5 }, 'flat_amount'],
    [{ commission_type: 'flat' }, 'flat_amount'],
    [{ commission_type: 'percent' }, 'commission_type'],
  ])('refuses %o with a 422 on %s', async (terms, field) => {
    const { partner } = await createPartner(t.db);
    const response = await setTerms(partner.id, terms as Terms);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('answers 404 for an unknown partner', async () => {
    const response = await setTerms('00000000-0000-4000-8000-000000000000', {
      commission_type: 'none',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('approving and paying', () => {
  it('moves pending → approved → paid with dates and the admin, audited', async () => {
    const { lead } = await partnerWithLead({ commission_type: 'flat', flat_amount: 300 });
    await settleOnLeadScreen(lead);
    const { id } = (await commissionOf(lead.id))!;
    const approved = await move([id], 'approved');
    expect(approved.json()).toEqual({ message: '1 commission approved.', changed: 1 });
    const paid = await move([id], 'paid');
    expect(paid.json().message).toBe('1 commission marked paid.');
    const row = (await commissionOf(lead.id))!;
    expect(row.status).toBe('paid');
    expect(row.approvedAt).toBeInstanceOf(Date);
    expect(row.paidAt).toBeInstanceOf(Date);
    const audits = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audits.map((audit) => audit.action).sort()).toEqual([
      'commission.approved',
      'commission.paid',
    ]);
  });

  it('refuses a wrong step with 409 naming the lead, and changes none of the selection', async () => {
    const first = await partnerWithLead({ commission_type: 'flat', flat_amount: 5 });
    const second = await partnerWithLead({ commission_type: 'flat', flat_amount: 5 });
    await settleOnLeadScreen(first.lead);
    await settleOnLeadScreen(second.lead);
    const a = (await commissionOf(first.lead.id))!.id;
    const b = (await commissionOf(second.lead.id))!.id;

    const skip = await move([a, b], 'paid');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toMatch(/must be approved before it is marked paid\.$/);
    expect((await commissionOf(first.lead.id))!.status).toBe('pending');

    await move([a], 'approved');
    const again = await move([a, b], 'approved');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `The commission for lead ${first.lead.reference} is already approved.`,
    );
    expect((await commissionOf(second.lead.id))!.status).toBe('pending');

    await move([a], 'paid');
    expect((await move([a], 'paid')).json().message).toContain('already paid');
    expect((await move([a], 'pending')).statusCode).toBe(422);
    expect((await move([], 'approved')).statusCode).toBe(422);
    expect((await move(['00000000-0000-4000-8000-000000000000'], 'approved')).statusCode).toBe(404);
  });
});

describe('the admin list', () => {
  it('filters by market, status and partner, and pages by keyset', async () => {
    const { partner } = await createPartner(t.db);
    await setTerms(partner.id, { commission_type: 'flat', flat_amount: 100 });
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const lead = await createLead(t.db, { partnerId: partner.id, status: 'approved' });
      await settleOnLeadScreen(lead);
      ids.push((await commissionOf(lead.id))!.id);
    }
    await move([ids[0]!], 'approved');
    const list = (query: string) =>
      t.request({ method: 'GET', url: `/api/commissions?${query}`, token: admin });

    const first = (await list(`market=AU&partner=${partner.id}&limit=2`)).json();
    expect(first.data).toHaveLength(2);
    const second = (
      await list(`market=AU&partner=${partner.id}&limit=2&cursor=${first.next_cursor}`)
    ).json();
    expect(second).toMatchObject({ next_cursor: null });
    expect([...first.data, ...second.data].map((row: { id: string }) => row.id).sort()).toEqual(
      [...ids].sort(),
    );
    const approved = (await list(`market=AU&partner=${partner.id}&status=approved`)).json();
    expect(approved.data).toMatchObject([{ id: ids[0], status: 'approved', amount: 100 }]);
    expect((await list(`market=NZ&partner=${partner.id}`)).json().data).toEqual([]);
    expect((await list('market=XX')).statusCode).toBe(422);
    expect((await list('cursor=forged')).statusCode).toBe(400);

    const panel = await t.request({
      method: 'GET',
      url: `/api/partners/${partner.id}`,
      token: admin,
    });
    expect(panel.json().commission_totals).toEqual([
      { market: 'AU', currency: 'AUD', pending: 200, approved: 100, paid: 0 },
      { market: 'NZ', currency: 'NZD', pending: 0, approved: 0, paid: 0 },
    ]);
  });
});

describe('a partner’s own commissions', () => {
  it('shows partner A their rows and totals per market, and partner B none of them', async () => {
    const a = await partnerWithLead({ commission_type: 'flat', flat_amount: 400 });
    const b = await partnerWithLead({ commission_type: 'flat', flat_amount: 400 });
    await settleOnLeadScreen(a.lead);
    const mine = (token: string) => t.request({ method: 'GET', url: '/api/my-commissions', token });

    const seenByA = (await mine(a.token)).json();
    expect(seenByA.hidden).toBe(false);
    expect(seenByA.totals[0]).toEqual({
      market: 'AU',
      currency: 'AUD',
      pending: 400,
      approved: 0,
      paid: 0,
    });
    expect(seenByA.recent).toMatchObject([
      { lead_reference: a.lead.reference, amount: 400, status: 'pending' },
    ]);
    expect(JSON.stringify(seenByA)).not.toContain(a.partner.id);

    const seenByB = await mine(b.token);
    expect(seenByB.json()).toMatchObject({ hidden: false, recent: [] });
    expect(seenByB.body).not.toContain(a.lead.reference);
  });

  it('answers hidden, with no rows, when an admin hides commissions from the partner', async () => {
    const a = await partnerWithLead({ commission_type: 'flat', flat_amount: 400 });
    await settleOnLeadScreen(a.lead);
    await t.db
      .update(partners)
      .set({ showCommissions: false })
      .where(eq(partners.id, a.partner.id));
    const response = await t.request({ method: 'GET', url: '/api/my-commissions', token: a.token });
    expect(response.json()).toEqual({ hidden: true, totals: [], recent: [] });
  });

  it('refuses partners and guests every admin route', async () => {
    const { partner, token } = await partnerWithLead({ commission_type: 'none' });
    const calls = [
      { method: 'GET', url: '/api/commissions' },
      { method: 'POST', url: '/api/commissions/status', payload: { ids: [], status: 'paid' } },
      { method: 'GET', url: '/api/commissions/export' },
      {
        method: 'PUT',
        url: `/api/partners/${partner.id}/commission`,
        payload: { commission_type: 'flat', flat_amount: 1, show_commissions: true },
      },
    ] as const;
    for (const call of calls) {
      expect((await t.request({ ...call, token })).statusCode).toBe(403);
      expect((await t.request(call)).statusCode).toBe(401);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/my-commissions', token: admin })).statusCode,
    ).toBe(403);
  });
});

describe('the CSV of commissions to pay', () => {
  it('lists approved, unpaid rows only, with a BOM and formula-proof partner names', async () => {
    const { partner } = await createPartner(t.db, { company: '=HYPERLINK("http://x.test","Pay")' });
    await setTerms(partner.id, { commission_type: 'rate', rate_percent: 1 });
    const leadsOf = await Promise.all(
      [10_000, 20_000, 30_000].map((amount) =>
        createLead(t.db, { partnerId: partner.id, status: 'approved', amount, market: 'NZ' }),
      ),
    );
    for (const lead of leadsOf) await settleOnLeadScreen(lead);
    const [toPay, paid] = await Promise.all(leadsOf.slice(0, 2).map((l) => commissionOf(l.id)));
    await move([toPay!.id, paid!.id], 'approved');
    await move([paid!.id], 'paid');

    const response = await t.request({
      method: 'GET',
      url: '/api/commissions/export?market=NZ',
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/commissions-to-pay-nz-/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    const ours = rows.filter((row) => row.includes(leadsOf[0]!.reference));
    expect(rows[0]).toEqual([
      'Partner',
      'Lead',
      'Market',
      'Amount',
      'Currency',
      'Basis',
      'Approved',
      'Approved by',
      'Type',
      'Reason',
    ]);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.slice(0, 6)).toEqual([
      `'=HYPERLINK("http://x.test","Pay")`,
      leadsOf[0]!.reference,
      'NZ',
      '100',
      'NZD',
      '1 % of the settled amount',
    ]);
    expect(ours[0]!.slice(8)).toEqual(['Commission', '']);
    const all = rows.flat().join(' ');
    expect(all).not.toContain(leadsOf[1]!.reference);
    expect(all).not.toContain(leadsOf[2]!.reference);
  });
});
