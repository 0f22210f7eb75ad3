import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../tests/support/csv';
import { createLead, createPartner, TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { marketToday } from '../../shared/settlements/settlement-day';
import { settlementFigures } from '../../../tests/support/settlement-figures';
import { auditEvents, commissions, leadEvents, leads, settlements, users } from '../db/schema';
import { deliverMail } from '../../../tests/support/mailbox';
import { signInAsColleague } from '../teams/teams.test-support';

// Issue 30 item 3 (decision 0054): settlement figures, reversal, clawbacks.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

type Terms =
  | { commission_type: 'rate'; rate_percent: number }
  | { commission_type: 'flat'; flat_amount: number };

/** A signed-in partner with terms and one of their leads at approved (one step from settled). */
async function partnerWithLead(terms: Terms, lead: Parameters<typeof createLead>[1] = {}) {
  const { partner, user } = await createPartner(t.db, { company: `Partner ${Math.random()}` });
  const set = await t.request({
    method: 'PUT',
    url: `/api/partners/${partner.id}/commission`,
    token: admin,
    payload: { ...terms, show_commissions: true },
  });
  expect(set.statusCode).toBe(200);
  const row = await createLead(t.db, { partnerId: partner.id, status: 'approved', ...lead });
  const signIn = await t.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { partner, lead: row, token: signIn.json().token as string };
}

const today = marketToday('AU');
const figures = (overrides: Record<string, unknown> = {}) => settlementFigures('AU', overrides);

const settle = (leadId: string, version: number, body: Record<string, unknown>, token = admin) =>
  t.request({
    method: 'POST',
    url: `/api/leads/${leadId}/status`,
    token,
    payload: { version, status: 'settled', ...body },
  });

const reverse = (leadId: string, version: number, reason: unknown, token = admin) =>
  t.request({
    method: 'POST',
    url: `/api/leads/${leadId}/settlement/reversal`,
    token,
    payload: { version, reason },
  });

const move = (ids: string[], status: 'approved' | 'paid') =>
  t.request({
    method: 'POST',
    url: '/api/commissions/status',
    token: admin,
    payload: { ids, status },
  });

const rowsOf = (leadId: string) =>
  t.db.select().from(commissions).where(eq(commissions.leadId, leadId));

const eventsOf = async (leadId: string) =>
  (await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId))).map((e) => e.type);

describe('settling asks for the figures', () => {
  it.each([
    ['all missing', {}, ['settled_amount', 'lender', 'settled_on']],
    ['a negative amount', figures({ settled_amount: -5 }), ['settled_amount']],
    ['a zero amount', figures({ settled_amount: 0 }), ['settled_amount']],
    ['a non-integer amount', figures({ settled_amount: 1200.5 }), ['settled_amount']],
    ['an amount as text', figures({ settled_amount: '1200' }), ['settled_amount']],
    ['a malformed date', figures({ settled_on: '26/11/2026' }), ['settled_on']],
  ])('refuses %s with 422 field errors, and nothing changes', async (_, body, fields) => {
    const lead = await createLead(t.db, { status: 'approved' });
    const response = await settle(lead.id, 1, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([...fields].sort());
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'approved', version: 1 });
  });

  it('refuses an unknown lender, another market’s lender and a day after today there', async () => {
    const lead = await createLead(t.db, { status: 'approved' });
    const unknown = await settle(lead.id, 1, figures({ lender: 'nope' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      lender: ["Choose a lender offered in this lead's market."],
    });
    // Kiwibank lends in New Zealand only.
    const elsewhere = await settle(lead.id, 1, figures({ lender: 'kiwibank' }));
    expect(Object.keys(elsewhere.json().errors)).toEqual(['lender']);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const future = await settle(lead.id, 1, figures({ settled_on: tomorrow }));
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(['settled_on']);
    expect(await t.db.select().from(settlements).where(eq(settlements.leadId, lead.id))).toEqual(
      [],
    );
  });

  it('refuses figures on any other move', async () => {
    const lead = await createLead(t.db, { status: 'submitted_to_lender' });
    const response = await t.request({
      method: 'POST',
      url: `/api/leads/${lead.id}/status`,
      token: admin,
      payload: { version: 1, status: 'approved', settled_amount: 10 },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['settled_amount']);
  });

  it('records them, shows them on the lead screen in the reader’s language, timeline and audit', async () => {
    const lead = await createLead(t.db, { status: 'approved', market: 'NZ', amount: 80_000 });
    const response = await settle(
      lead.id,
      1,
      figures({ settled_amount: 75_000, lender: 'kiwibank', settled_on: marketToday('NZ') }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().lead).toMatchObject({
      status: 'settled',
      amount: 80_000,
      settlement: {
        amount: 75_000,
        currency: 'NZD',
        lender: { value: 'kiwibank', label: 'Kiwibank' },
        settled_on: marketToday('NZ'),
      },
    });
    const inChinese = await t.request({
      method: 'GET',
      url: `/api/leads/${lead.id}`,
      token: admin,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(inChinese.json().lead.settlement.lender.label).toBe('Kiwibank 银行');
    const [event] = await t.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'status_changed')));
    expect(event?.data).toMatchObject({
      to: 'settled',
      settlement: { amount: 75_000, currency: 'NZD', lender: 'kiwibank' },
    });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, lead.id), eq(auditEvents.action, 'lead.settled')));
    expect(audit?.after).toMatchObject({ amount: 75_000, currency: 'NZD', lender: 'kiwibank' });
  });
});

describe('the commission is earned on the settled amount', () => {
  it('by a percentage', async () => {
    const { lead } = await partnerWithLead(
      { commission_type: 'rate', rate_percent: 1.5 },
      { amount: 100_000 },
    );
    expect((await settle(lead.id, 1, figures({ settled_amount: 60_001 }))).statusCode).toBe(200);
    const [row] = await rowsOf(lead.id);
    // 1.5 % of 60 001 = 900.015, not 1.5 % of the 100 000 requested.
    expect(row).toMatchObject({ amount: 900, kind: 'commission', status: 'pending' });
    expect(row?.settlementId).toEqual(expect.any(String));
  });

  it('by a flat sum, whatever the amount', async () => {
    const { lead } = await partnerWithLead({ commission_type: 'flat', flat_amount: 650 });
    await settle(lead.id, 1, figures({ settled_amount: 1 }));
    expect(await rowsOf(lead.id)).toMatchObject([{ amount: 650, basisType: 'flat' }]);
  });
});

describe('reversing a settlement', () => {
  it('cancels a pending commission and takes the lead back to approved', async () => {
    const { lead } = await partnerWithLead({ commission_type: 'flat', flat_amount: 500 });
    await settle(lead.id, 1, figures());
    const response = await reverse(lead.id, 2, 'Clicked the wrong lead');
    expect(response.statusCode).toBe(200);
    expect(response.json().lead).toMatchObject({
      status: 'approved',
      version: 3,
      settlement: null,
    });
    expect(await rowsOf(lead.id)).toMatchObject([{ status: 'cancelled', amount: 500 }]);
    expect(await eventsOf(lead.id)).toEqual(
      expect.arrayContaining(['settlement_reversed', 'commission_cancelled']),
    );
    const [reversed] = await t.db.select().from(settlements).where(eq(settlements.leadId, lead.id));
    expect(reversed).toMatchObject({ reversalReason: 'Clicked the wrong lead' });
    const actions = (
      await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, lead.id))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['lead.settled', 'lead.settlement_reversed']));
    // A cancelled commission can no longer be approved.
    const [row] = await rowsOf(lead.id);
    expect((await move([row!.id], 'approved')).statusCode).toBe(409);
  });

  it.each(['approved', 'paid'] as const)(
    'claws back a commission already %s: a negative row, in the list, the CSV and the partner’s own view only',
    async (reached) => {
      const { lead, partner, token } = await partnerWithLead(
        { commission_type: 'rate', rate_percent: 2 },
        { market: 'NZ' },
      );
      const other = await partnerWithLead({ commission_type: 'flat', flat_amount: 5 });
      await settle(lead.id, 1, figures({ lender: 'bnz', settled_on: marketToday('NZ') }));
      const [original] = await rowsOf(lead.id);
      await move([original!.id], 'approved');
      if (reached === 'paid') await move([original!.id], 'paid');

      const response = await reverse(lead.id, 2, 'Loan unwound by the lender');
      expect(response.statusCode).toBe(200);
      const rows = await rowsOf(lead.id);
      const clawback = rows.find((row) => row.kind === 'clawback');
      expect(clawback).toMatchObject({
        amount: -800,
        currency: 'NZD',
        reversesId: original!.id,
        reason: 'Loan unwound by the lender',
        status: 'approved',
      });
      expect(rows.find((row) => row.id === original!.id)?.status).toBe(reached);
      expect(await eventsOf(lead.id)).toContain('commission_clawed_back');

      const list = await t.request({
        method: 'GET',
        url: `/api/commissions?market=NZ&partner=${partner.id}`,
        token: admin,
      });
      expect(list.json().data).toContainEqual(
        expect.objectContaining({
          id: clawback!.id,
          kind: 'clawback',
          amount: -800,
          reason: 'Loan unwound by the lender',
          reverses_id: original!.id,
        }),
      );

      const csv = await t.request({
        method: 'GET',
        url: '/api/commissions/export?market=NZ',
        token: admin,
      });
      const line = parseCsv(csv.rawPayload.subarray(3).toString('utf8')).find(
        (row) => row.includes(lead.reference) && row.includes('-800'),
      );
      expect(line?.slice(-2)).toEqual(['Clawback', 'Loan unwound by the lender']);

      const mine = (await t.request({ method: 'GET', url: '/api/my-commissions', token })).json();
      expect(mine.recent).toContainEqual(
        expect.objectContaining({
          kind: 'clawback',
          amount: -800,
          reason: 'Loan unwound by the lender',
          lead_reference: lead.reference,
        }),
      );
      // Net: what the partner is still owed in NZD.
      expect(mine.totals[1]).toMatchObject({
        currency: 'NZD',
        approved: reached === 'paid' ? -800 : 0,
      });
      const theirs = await t.request({
        method: 'GET',
        url: '/api/my-commissions',
        token: other.token,
      });
      expect(theirs.body).not.toContain(lead.reference);
      expect(theirs.body).not.toContain(clawback!.id);
      // The other partner's lead cannot be reversed by them either, nor theirs by this partner.
      expect((await reverse(other.lead.id, 1, 'mine', token)).statusCode).toBe(403);
    },
  );

  it('then settling again earns a fresh commission on the new figures', async () => {
    const { lead } = await partnerWithLead({ commission_type: 'rate', rate_percent: 1 });
    await settle(lead.id, 1, figures({ settled_amount: 30_000 }));
    await reverse(lead.id, 2, 'Wrong amount');
    const again = await settle(lead.id, 3, figures({ settled_amount: 45_000, lender: 'nab' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().lead.settlement).toMatchObject({
      amount: 45_000,
      lender: { value: 'nab' },
    });
    const rows = await rowsOf(lead.id);
    expect(rows.map((row) => [row.amount, row.status]).sort()).toEqual([
      [300, 'cancelled'],
      [450, 'pending'],
    ]);
    expect(
      await t.db.select().from(settlements).where(eq(settlements.leadId, lead.id)),
    ).toHaveLength(2);
  });

  it('needs a reason, the version read, and a settled lead', async () => {
    const lead = await createLead(t.db, { status: 'approved' });
    await settle(lead.id, 1, figures());
    expect(Object.keys((await reverse(lead.id, 2, '  ')).json().errors)).toEqual(['reason']);
    expect((await reverse(lead.id, 2, undefined)).statusCode).toBe(422);
    const stale = await reverse(lead.id, 1, 'Late');
    expect(stale.statusCode).toBe(409);
    expect((await reverse(lead.id, 2, 'Mistake')).statusCode).toBe(200);
    const twice = await reverse(lead.id, 3, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/not settled/);
    expect((await reverse('00000000-0000-4000-8000-000000000000', 1, 'x')).statusCode).toBe(404);
  });
});

describe('who may settle and reverse', () => {
  it('a partner may do neither, even on their own lead (403); a stale settle is a 409', async () => {
    const { lead, token } = await partnerWithLead({ commission_type: 'flat', flat_amount: 5 });
    expect((await settle(lead.id, 1, figures(), token)).statusCode).toBe(403);
    expect((await settle(lead.id, 7, figures())).statusCode).toBe(409);
    await settle(lead.id, 1, figures());
    expect((await reverse(lead.id, 2, 'No', token)).statusCode).toBe(403);
    const guest = await t.request({
      method: 'POST',
      url: `/api/leads/${lead.id}/settlement/reversal`,
      payload: { version: 2, reason: 'No' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the board and bulk paths', () => {
  it('the board offers the market’s lenders for its settle dialog; bulk refuses settled with a 422', async () => {
    const board = await t.request({
      method: 'GET',
      url: '/api/leads/board?market=NZ',
      token: admin,
    });
    const lenders = (board.json().lenders as { value: string }[]).map((option) => option.value);
    expect(lenders).toContain('kiwibank');
    expect(lenders).not.toContain('commonwealth_bank');

    const lead = await createLead(t.db, { status: 'approved' });
    const bulk = await t.request({
      method: 'POST',
      url: '/api/leads/bulk/status',
      token: admin,
      payload: { ids: [lead.id], status: 'settled' },
    });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json().errors.status[0]).toMatch(/cannot be settled in bulk/);
    expect((await t.db.select().from(leads).where(eq(leads.id, lead.id)))[0]?.status).toBe(
      'approved',
    );
  });
});

// Issue 42 item 3: the partner sees every change to their money, in their list, their lead's
// history and an e-mail in their language, not "moved to Approved".
describe('the partner hears of a reversed settlement', () => {
  const theirLead = (leadId: string, token: string) =>
    t.request({ method: 'GET', url: `/api/my-leads/${leadId}`, token });
  const theirList = (token: string) => t.request({ method: 'GET', url: '/api/my-leads', token });

  it('an approved commission clawed back: the history, the list and a French e-mail say so', async () => {
    const { lead, partner, token } = await partnerWithLead({
      commission_type: 'flat',
      flat_amount: 900,
    });
    await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, partner.userId));
    expect((await settle(lead.id, 1, figures())).statusCode).toBe(200);
    const [original] = await rowsOf(lead.id);
    await move([original!.id], 'approved');
    await deliverMail(t.db);
    expect((await reverse(lead.id, 2, 'Loan unwound by the lender')).statusCode).toBe(200);

    const detail = (await theirLead(lead.id, token)).json();
    expect(detail.lead.status).toBe('approved');
    expect(detail.history).toEqual([
      { kind: 'moved', from: 'approved', to: 'settled', at: expect.any(String) },
      { kind: 'settlement_reversed', from: 'settled', to: 'approved', at: expect.any(String) },
      { kind: 'commission_clawed_back', amount: 900, currency: 'AUD', at: expect.any(String) },
    ]);
    expect(JSON.stringify(detail)).not.toContain('Loan unwound');
    const row = (await theirList(token))
      .json()
      .data.find((item: { id: string }) => item.id === lead.id);
    expect(row).toMatchObject({ status: 'approved', settlement_reversed: true });

    const [owner] = await t.db.select().from(users).where(eq(users.id, partner.userId));
    const mails = (await deliverMail(t.db)).filter((mail) => mail.to === owner!.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Financement de ${lead.reference} annulé`]);
    expect(mails[0]!.text).toContain(
      'a été annulé : le prospect est revenu à l’étape « Approuvé »',
    );
    expect(mails[0]!.text).toMatch(/Sa commission de 900\W\$AU était déjà approuvée/);
    expect(mails[0]!.text).toContain('sera déduit de votre prochain relevé');
    expect(mails[0]!.text).not.toContain('Loan unwound');
  });

  it('a pending commission cancelled, for a firm whose commissions are hidden: the reversal only', async () => {
    const { lead, partner, token } = await partnerWithLead({
      commission_type: 'flat',
      flat_amount: 300,
    });
    await t.request({
      method: 'PUT',
      url: `/api/partners/${partner.id}/commission`,
      token: admin,
      payload: { commission_type: 'flat', flat_amount: 300, show_commissions: false },
    });
    await settle(lead.id, 1, figures());
    await deliverMail(t.db);
    expect((await reverse(lead.id, 2, 'Clicked the wrong lead')).statusCode).toBe(200);
    expect((await rowsOf(lead.id)).map((row) => row.status)).toEqual(['cancelled']);

    const detail = (await theirLead(lead.id, token)).json();
    expect(detail.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'moved',
      'settlement_reversed',
    ]);
    const [owner] = await t.db.select().from(users).where(eq(users.id, partner.userId));
    const mails = (await deliverMail(t.db)).filter((mail) => mail.to === owner!.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Settlement of ${lead.reference} reversed`]);
    expect(mails[0]!.text).toContain('is back at “Approved”');
    expect(mails[0]!.text).not.toContain('300');
    // Settled again, the lead is no longer marked reversed in their list.
    expect((await settle(lead.id, 3, figures())).statusCode).toBe(200);
    const row = (await theirList(token))
      .json()
      .data.find((item: { id: string }) => item.id === lead.id);
    expect(row).toMatchObject({ status: 'settled', settlement_reversed: false });
  });

  it('the colleague who referred the lead hears of the reversal, not of the firm’s commission', async () => {
    const { lead, partner } = await partnerWithLead({ commission_type: 'flat', flat_amount: 700 });
    const colleague = await signInAsColleague(t, partner.id);
    await t.db
      .update(leads)
      .set({ referredByUserId: colleague.user.id })
      .where(eq(leads.id, lead.id));
    await settle(lead.id, 1, figures());
    const [original] = await rowsOf(lead.id);
    await move([original!.id], 'approved');
    await deliverMail(t.db);
    expect((await reverse(lead.id, 2, 'Loan unwound')).statusCode).toBe(200);

    const detail = (await theirLead(lead.id, colleague.token)).json();
    expect(detail.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'moved',
      'settlement_reversed',
    ]);
    const mails = (await deliverMail(t.db)).filter((mail) => mail.to === colleague.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Settlement of ${lead.reference} reversed`]);
    expect(mails[0]!.text).not.toContain('700');
  });
});
