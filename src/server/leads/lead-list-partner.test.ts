import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createLeadRow, createPartner } from '../../../tests/support/factories';

let t: TestApp;
let tokenA: string;
let partnerB: string;
const leadsOfA: string[] = [];
const leadsOfB: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signIn('partner');
  tokenA = a.token;
  const partnerA = (await t.db.query.partners.findFirst({
    where: (row, { eq }) => eq(row.userId, a.user.id),
  }))!.id;
  partnerB = (await createPartner(t.db)).partner.id;
  for (const market of ['AU', 'NZ', 'AU'] as const) {
    leadsOfA.push(
      (await createLeadRow(t.db, { market, partnerId: partnerA, lastName: 'Sharedname' }))
        .reference,
    );
    leadsOfB.push(
      (await createLeadRow(t.db, { market, partnerId: partnerB, lastName: 'Sharedname' }))
        .reference,
    );
  }
  await createLeadRow(t.db, { lastName: 'Sharedname' });
});
afterAll(() => t.close());

const asA = (url: string) => t.request({ method: 'GET', url, token: tokenA });

describe('a partner’s own leads (/my-leads)', () => {
  it('lists only their own leads, in both markets, with a market filter', async () => {
    const all = (await asA('/api/my-leads?q=sharedname')).json().data as {
      reference: string;
      market: string;
    }[];
    expect(all.map((row) => row.reference).sort()).toEqual([...leadsOfA].sort());
    const nz = (await asA('/api/my-leads?market=NZ')).json().data as { market: string }[];
    expect(nz.map((row) => row.market)).toEqual(['NZ']);
  });

  it('shows name, business, amount, market, status and dates; no contact, number, partner or assignment', async () => {
    const [row] = (await asA('/api/my-leads?limit=25')).json().data as Record<string, unknown>[];
    expect(Object.keys(row!).sort()).toEqual(
      [
        'amount',
        'business_name',
        'created_at',
        'currency',
        'first_name',
        'id',
        'last_name',
        'market',
        'reference',
        'status',
        'status_changed_at',
      ].sort(),
    );
  });

  it('cannot reach another partner’s leads through a filter, a search or the export', async () => {
    expect((await asA(`/api/my-leads?partner_id=${partnerB}`)).statusCode).toBe(422);
    for (const reference of leadsOfB) {
      expect((await asA(`/api/my-leads?q=${reference}`)).json().data).toEqual([]);
    }
    const csv = await asA('/api/my-leads/export?q=sharedname');
    expect(csv.statusCode).toBe(200);
    for (const reference of leadsOfA) expect(csv.body).toContain(reference);
    for (const reference of leadsOfB) expect(csv.body).not.toContain(reference);
    expect((await asA(`/api/my-leads/export?partner_id=${partnerB}`)).statusCode).toBe(422);
  });

  it('gets 403 on every admin lead route', async () => {
    const admin = [
      ['GET', '/api/leads?market=AU'],
      ['GET', `/api/leads?market=AU&partner_id=${partnerB}`],
      ['GET', '/api/leads/export?market=AU'],
      ['GET', '/api/leads/filter-options'],
      ['POST', '/api/leads/bulk/status'],
      ['POST', '/api/leads/bulk/assign'],
    ] as const;
    for (const [method, url] of admin) {
      const response = await t.request({
        method,
        url,
        token: tokenA,
        ...(method === 'POST'
          ? { payload: { ids: [crypto.randomUUID()], status: 'contacted', assigned_to: null } }
          : {}),
      });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('gives a pending or suspended partner nothing, not even their own leads', async () => {
    for (const status of ['pending', 'suspended'] as const) {
      const { token, user } = await t.signIn('partner', {}, { partner: { status } });
      const partner = await t.db.query.partners.findFirst({
        where: (row, { eq }) => eq(row.userId, user.id),
      });
      await createLeadRow(t.db, { partnerId: partner!.id });
      expect((await t.request({ method: 'GET', url: '/api/my-leads', token })).statusCode).toBe(
        403,
      );
      expect(
        (await t.request({ method: 'GET', url: '/api/my-leads/export', token })).statusCode,
      ).toBe(403);
    }
  });

  it('gives an admin, who refers no one, an empty list', async () => {
    const { token } = await t.signIn('admin');
    const response = await t.request({ method: 'GET', url: '/api/my-leads', token });
    expect(response.json()).toEqual({ data: [], next_cursor: null });
  });
});
