import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, createOutboxEmail, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, commissions, leads } from '../db/schema';
import { countListRows } from './list-count';

/**
 * Every list pages with the one signed cursor (decision 0065) and says how many rows match:
 * each is walked with one row a page, then sent its own cursor edited, a made-up one and
 * another list's cursor, which must be a 400 on `cursor` and never a 500.
 */
let t: TestApp;
let adminToken: string;
let partnerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.signIn('admin')).token;
  const signedIn = await t.signIn('partner');
  partnerToken = signedIn.token;
  const partner = (await t.db.query.partners.findFirst({
    where: (row, { eq }) => eq(row.userId, signedIn.user.id),
  }))!;
  // Another partner's lead matches the search too: the partner's count must not see it.
  await createLead(t.db, {
    partnerId: (await createPartner(t.db)).partner.id,
    businessName: 'Listtag x',
  });
  for (let i = 0; i < 27; i++) {
    const lead = await createLead(t.db, { partnerId: partner.id, businessName: `Listtag ${i}` });
    if (i >= 3) continue;
    await createOutboxEmail(t.db, { leadId: lead.id, status: 'failed' });
    await t.db.insert(commissions).values({
      leadId: lead.id,
      partnerId: partner.id,
      market: lead.market,
      amount: 100 + i,
      currency: lead.currency,
      basisType: 'flat',
      basisValue: 100,
    });
    await t.db.insert(auditEvents).values({
      action: 'option.updated',
      entityType: 'option',
      entityId: `listtag-${i}`,
    });
  }
});
afterAll(() => t.close());

const LISTS = [
  // The lead lists take a page size of 25, 50 or 100: 27 leads make two pages.
  { name: 'leads', url: '/api/leads?market=AU&q=listtag&limit=25', admin: true },
  { name: 'my leads', url: '/api/my-leads?q=listtag&limit=25', admin: false },
  { name: 'partners', url: '/api/partners?sort=company&limit=1', admin: true },
  { name: 'commissions', url: '/api/commissions?status=pending&limit=1', admin: true },
  { name: 'outbox', url: '/api/outbox?status=failed&limit=1', admin: true },
  { name: 'audit', url: '/api/audit?entity_type=option&limit=1', admin: true },
] as const;

type List = (typeof LISTS)[number];
const get = (list: List, extra: string) =>
  t.request({
    method: 'GET',
    url: `${list.url}${extra}`,
    token: list.admin ? adminToken : partnerToken,
  });

/** A signature edited by one character, as a curious user would. */
const edited = (cursor: string) => `${cursor.slice(0, -1)}${cursor.endsWith('A') ? 'B' : 'A'}`;

describe('every list pages with one signed cursor and counts what it matches', () => {
  it.each(LISTS)('$name: walks every row once and says how many match', async (list) => {
    const first = await get(list, '');
    expect(first.statusCode, first.body).toBe(200);
    const { total } = first.json();
    expect(total.exact).toBe(true);
    expect(total.value).toBeGreaterThanOrEqual(2);
    const ids: string[] = first.json().data.map((row: { id: string }) => row.id);
    let cursor: string | null = first.json().next_cursor;
    while (cursor) {
      const next = await get(list, `&cursor=${cursor}`);
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json().total).toEqual(total);
      ids.push(...next.json().data.map((row: { id: string }) => row.id));
      cursor = next.json().next_cursor;
    }
    expect(new Set(ids).size).toBe(total.value);
    if (list.name === 'my leads') expect(total.value).toBe(27);
  });

  it.each(LISTS)(
    '$name: refuses an edited, made-up or other list’s cursor with a 400',
    async (list) => {
      const own: string = (await get(list, '')).json().next_cursor;
      // A cursor of the other lead list is the same position in the same order: not foreign.
      const other = LISTS.find(
        (candidate) => candidate.admin && !candidate.name.includes('leads') && candidate !== list,
      )!;
      const foreign: string = (await get(other, '')).json().next_cursor;
      const madeUp = Buffer.from(JSON.stringify(['x', crypto.randomUUID(), 'created', 'desc']));
      for (const cursor of [edited(own), `${own}.x`, madeUp.toString('base64url'), foreign]) {
        const response = await get(list, `&cursor=${cursor}`);
        expect(response.statusCode, `${list.name} ${cursor}`).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual(['cursor']);
      }
    },
  );
});

describe('the count of a large list', () => {
  it('is the planner’s estimate, marked as not exact, when counting would read too many rows', async () => {
    const rows = t.db
      .select({ id: leads.id })
      .from(leads)
      .where(sql`true`);
    const exact = await countListRows(t.db, rows);
    expect(exact.exact).toBe(true);
    // With the threshold at one row every list is "large": the estimate answers.
    const about = await countListRows(t.db, rows, 1);
    expect(about.exact).toBe(false);
    expect(about.value).toBeGreaterThanOrEqual(1);
  });

  it('counts exactly with values bound in the filters (search, status, amount)', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/leads?market=AU&q=listtag&status=new,contacted&amount_min=0&limit=100',
      token: adminToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total).toEqual({ value: response.json().data.length, exact: true });
  });
});
