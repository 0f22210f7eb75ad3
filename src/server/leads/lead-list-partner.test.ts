import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createLead, createPartner } from '../../../tests/support/factories';

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
      (await createLead(t.db, { market, partnerId: partnerA, lastName: 'Sharedname' })).reference,
    );
    leadsOfB.push(
      (await createLead(t.db, { market, partnerId: partnerB, lastName: 'Sharedname' })).reference,
    );
  }
  await createLead(t.db, { lastName: 'Sharedname' });
});
afterAll(() => t.close());

const asA = (url: string) => t.request({ method: 'GET', url, token: tokenA });

describe('a partner’s own leads (/my-leads)', () => {
  it('cannot reach another partner’s leads through a filter, a search or the export', async () => {
    const filtered = (await asA(`/api/my-leads?partner=${partnerB}&q=sharedname`)).json().data;
    expect(filtered.map((row: { reference: string }) => row.reference).sort()).toEqual(
      [...leadsOfA].sort(),
    );
    for (const reference of leadsOfB) {
      expect((await asA(`/api/my-leads?q=${reference}`)).json().data).toEqual([]);
    }
    const csv = await asA(`/api/my-leads/export?q=sharedname&partner=${partnerB}`);
    expect(csv.statusCode).toBe(200);
    for (const reference of leadsOfA) expect(csv.body).toContain(reference);
    for (const reference of leadsOfB) expect(csv.body).not.toContain(reference);
  });

  it('gets 403 on every admin lead route', async () => {
    const admin = [
      ['GET', '/api/leads?market=AU'],
      ['GET', `/api/leads?market=AU&partner=${partnerB}`],
      ['GET', '/api/leads/export?market=AU'],
      ['GET', '/api/leads/board?market=AU'],
      ['GET', '/api/leads/board/column?market=AU&status=new'],
      ['GET', '/api/leads/assignees'],
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
      await createLead(t.db, { partnerId: partner!.id });
      expect((await t.request({ method: 'GET', url: '/api/my-leads', token })).statusCode).toBe(
        403,
      );
      expect(
        (await t.request({ method: 'GET', url: '/api/my-leads/export', token })).statusCode,
      ).toBe(403);
    }
  });
});

describe('a partner’s created-date filter', () => {
  it('reads each lead’s day on its own market’s clock', async () => {
    const { token, user } = await t.signIn('partner');
    const partner = await t.db.query.partners.findFirst({
      where: (row, { eq }) => eq(row.userId, user.id),
    });
    // 00:30 on 11 March in Sydney and in Auckland: both still 10 March in UTC.
    const au = await createLead(t.db, {
      partnerId: partner!.id,
      createdAt: new Date('2026-03-10T13:30:00Z'),
    });
    const nz = await createLead(t.db, {
      market: 'NZ',
      currency: 'NZD',
      partnerId: partner!.id,
      createdAt: new Date('2026-03-10T11:30:00Z'),
    });
    const list = async (range: string) =>
      (await t.request({ method: 'GET', url: `/api/my-leads?${range}`, token }))
        .json()
        .data.map((row: { reference: string }) => row.reference)
        .sort();
    expect(await list('created_from=2026-03-11&created_to=2026-03-11')).toEqual(
      [au.reference, nz.reference].sort(),
    );
    expect(await list('created_to=2026-03-10')).toEqual([]);
  });
});
