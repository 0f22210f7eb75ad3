import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, settlements } from '../db/schema';
import { createLead, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let adminToken: string;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

describe('the admin dashboard', () => {
  it('gives one market’s figures, never mixing AUD and NZD, and leads per week for both', async () => {
    const { partner: busy } = await createPartner(t.db, { company: 'Busy Accountants' });
    const { partner: quiet } = await createPartner(t.db, { company: 'Quiet Advisers' });
    await createLead(t.db, { amount: 10_000, partnerId: busy.id, source: 'partner-link' });
    await createLead(t.db, { amount: 20_000, partnerId: busy.id, source: 'partner-link' });
    await createLead(t.db, { amount: 30_000, partnerId: quiet.id, status: 'contacted' });
    await createLead(t.db, {
      amount: 400_000,
      partnerId: quiet.id,
      status: 'settled',
      createdAt: daysAgo(60),
      lastActivityAt: daysAgo(60),
    });
    const forgotten = await createLead(t.db, {
      amount: 5_000,
      status: 'qualified',
      createdAt: daysAgo(90),
      lastActivityAt: daysAgo(30),
    });
    await createLead(t.db, { market: 'NZ', amount: 999_000 });

    const response = await t.request({
      method: 'GET',
      url: '/api/dashboard/admin?market=AU',
      token: adminToken,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ market: 'AU', currency: 'AUD', new_this_week: 3 });
    expect(body.new_this_month).toBe(3);
    const pipeline = Object.fromEntries(
      body.pipeline.map((row: { status: string; count: number; amount: number }) => [
        row.status,
        [row.count, row.amount],
      ]),
    );
    // The NZ lead's NZ$999,000 is nowhere in the AU figures; settled is not open.
    expect(pipeline).toMatchObject({
      new: [2, 30_000],
      contacted: [1, 30_000],
      qualified: [1, 5_000],
    });
    expect(pipeline).not.toHaveProperty('settled');
    expect(body.pipeline.map((row: { status: string }) => row.status)[0]).toBe('new');
    expect(body.conversion).toEqual({ leads: 5, settled: 1 });
    expect(body.by_source).toEqual([
      { source: 'apply', count: 3 },
      { source: 'partner-link', count: 2 },
    ]);
    expect(body.top_partners).toEqual([
      { partner_id: busy.id, company: 'Busy Accountants', leads: 2, settled_amount: 0 },
      { partner_id: quiet.id, company: 'Quiet Advisers', leads: 2, settled_amount: 400_000 },
    ]);
    expect(body.aging).toMatchObject({ days: 14, count: 1 });
    expect(body.aging.oldest).toEqual([
      expect.objectContaining({ id: forgotten.id, reference: forgotten.reference }),
    ]);
    expect(body.weekly).toHaveLength(12);
    expect(body.weekly.at(-1).counts).toEqual({ AU: 3, NZ: 1 });
    expect(new Date(`${body.weekly[0].week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('refuses an unknown market with a 422 naming it, and anyone but an admin', async () => {
    const bad = await t.request({
      method: 'GET',
      url: '/api/dashboard/admin?market=UK',
      token: adminToken,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['market']);
    const partner = await t.signIn('partner');
    const refused = await t.request({
      method: 'GET',
      url: '/api/dashboard/admin',
      token: partner.token,
    });
    expect(refused.statusCode).toBe(403);
    const guest = await t.request({ method: 'GET', url: '/api/dashboard/admin' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('a partner’s dashboard', () => {
  it('counts only their own leads, settled per currency, and their own status changes', async () => {
    const a = await t.signIn('partner');
    const b = await createPartner(t.db, { company: 'Someone Else' });
    const [aPartner] = await t.db.query.partners.findMany({
      where: (partners, { eq }) => eq(partners.userId, a.user.id),
    });
    const mine = await createLead(t.db, { partnerId: aPartner!.id, status: 'contacted' });
    await createLead(t.db, { partnerId: aPartner!.id, status: 'settled', amount: 70_000 });
    // Settled with figures: the partner's total counts what settled, not what was asked for.
    await createLead(t.db, {
      partnerId: aPartner!.id,
      status: 'settled',
      amount: 50_000,
      settledAmount: 45_000,
    });
    await createLead(t.db, {
      partnerId: aPartner!.id,
      market: 'NZ',
      currency: 'NZD',
      status: 'settled',
      amount: 80_000,
    });
    const theirs = await createLead(t.db, { partnerId: b.partner.id, status: 'settled' });
    await t.db.insert(leadEvents).values([
      {
        leadId: mine.id,
        actorType: 'user',
        type: 'status_changed',
        data: { from: 'new', to: 'contacted' },
      },
      { leadId: mine.id, actorType: 'user', type: 'note', data: { text: 'internal only' } },
      {
        leadId: theirs.id,
        actorType: 'user',
        type: 'status_changed',
        data: { from: 'approved', to: 'settled' },
      },
    ]);

    const response = await t.request({
      method: 'GET',
      url: '/api/dashboard/partner',
      token: a.token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.referral_code).toBe(aPartner!.referralCode);
    expect(body.by_status).toEqual([
      { status: 'contacted', count: 1 },
      { status: 'settled', count: 3 },
    ]);
    expect(body.settled).toEqual([
      { currency: 'AUD', count: 2, amount: 115_000 },
      { currency: 'NZD', count: 1, amount: 80_000 },
    ]);
    expect(body.recent_changes).toEqual([
      expect.objectContaining({ lead_id: mine.id, from: 'new', to: 'contacted' }),
    ]);
    expect(JSON.stringify(body)).not.toContain(theirs.id);
    expect(JSON.stringify(body)).not.toContain('internal only');

    const admin = await t.request({
      method: 'GET',
      url: '/api/dashboard/partner',
      token: adminToken,
    });
    expect(admin.statusCode).toBe(403);
  });

  it('counts a settled lead at the amount that settled, not a reversed settlement’s', async () => {
    const partner = await t.signIn('partner');
    const [row] = await t.db.query.partners.findMany({
      where: (partners, { eq }) => eq(partners.userId, partner.user.id),
    });
    const settle = (leadId: string, amount: number, reversed = false) => ({
      leadId,
      market: 'AU' as const,
      currency: 'AUD' as const,
      amount,
      lender: 'westpac',
      settledOn: '2026-01-15',
      ...(reversed ? { reversedAt: new Date(), reversalReason: 'Lender withdrew' } : {}),
    });
    // Asked 500 000, settled 420 000 (a first settlement of 450 000 reversed); and one settled
    // before figures were recorded, at the 70 000 it asked.
    const resettled = await createLead(t.db, {
      partnerId: row!.id,
      status: 'settled',
      amount: 500_000,
      // As settling writes it, in the status's own update (migration 0025).
      settledAmount: 420_000,
    });
    await t.db.insert(settlements).values(settle(resettled.id, 450_000, true));
    await t.db.insert(settlements).values(settle(resettled.id, 420_000));
    await createLead(t.db, { partnerId: row!.id, status: 'settled', amount: 70_000 });
    // Reversed and back at approved: not settled at all.
    const back = await createLead(t.db, { partnerId: row!.id, status: 'approved' });
    await t.db.insert(settlements).values(settle(back.id, 90_000, true));

    const response = await t.request({
      method: 'GET',
      url: '/api/dashboard/partner',
      token: partner.token,
    });
    expect(response.json().settled).toEqual([{ currency: 'AUD', count: 2, amount: 490_000 }]);
  });
});
