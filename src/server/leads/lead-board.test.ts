import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, createPartner } from '../../../tests/support/factories';
import { LEAD_STATUSES } from '../../shared/leads/pipeline';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.signIn('admin')).token;
  await createLead(t.db, { amount: 10_000, businessName: 'Harbour Bakery' });
  await createLead(t.db, { amount: 20_000, status: 'qualified', businessName: 'Ridge Motors' });
  await createLead(t.db, { amount: 30_000, status: 'qualified', businessName: 'Coast Dental' });
  await createLead(t.db, { market: 'NZ', currency: 'NZD', amount: 99_000 });
});
afterAll(() => t.close());

const board = (query: string, token = adminToken) =>
  t.request({ method: 'GET', url: `/api/leads/board?${query}`, token });
const column = (query: string, token = adminToken) =>
  t.request({ method: 'GET', url: `/api/leads/board/column?${query}`, token });

describe('GET /api/leads/board', () => {
  it('gives a column per status with its total and cards, one market only', async () => {
    const response = await board('market=AU');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currency).toBe('AUD');
    expect(body.columns.map((column: { status: string }) => column.status)[0]).toBe('new');
    const qualified = body.columns.find(
      (column: { status: string }) => column.status === 'qualified',
    );
    expect(qualified).toMatchObject({ count: 2, amount: 50_000 });
    expect(
      qualified.cards.map((card: { business_name: string }) => card.business_name).sort(),
    ).toEqual(['Coast Dental', 'Ridge Motors']);
    expect(qualified.cards[0]).toMatchObject({
      days_in_stage: 0,
      version: 1,
      allowed_moves: ['term_sheet_sent', 'contacted', 'declined', 'withdrawn'],
    });
    expect(JSON.stringify(body)).not.toContain('99000');
  });

  it('applies the list filters to the cards and to the totals', async () => {
    const body = (await board('market=AU&q=ridge')).json();
    const qualified = body.columns.find(
      (column: { status: string }) => column.status === 'qualified',
    );
    expect(qualified).toMatchObject({ count: 1, amount: 20_000 });
    const only = (await board('market=AU&status=new')).json();
    expect(only.columns.map((column: { status: string }) => column.status)).toEqual(['new']);
  });

  it('orders a column newest in its stage first and gives the rest a page at a time', async () => {
    const tag = `stage${Math.random().toString(36).slice(2, 8)}`;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000);
    // 45 leads in "contacted": 2 to 46 days in the stage, created in the opposite order.
    for (let days = 2; days <= 46; days += 1) {
      await createLead(t.db, {
        status: 'contacted',
        businessName: `${tag} ${days}`,
        createdAt: daysAgo(100 - days),
        statusChangedAt: daysAgo(days),
      });
    }
    const first = (await board(`market=AU&q=${tag}`)).json();
    const contacted = first.columns.find(
      (column: { status: string }) => column.status === 'contacted',
    );
    expect(contacted.count).toBe(45);
    const days = (cards: { days_in_stage: number }[]) => cards.map((card) => card.days_in_stage);
    expect(days(contacted.cards)).toEqual(Array.from({ length: 20 }, (_, i) => 2 + i));
    expect(contacted.next_cursor).toEqual(expect.any(String));

    const seen = [...days(contacted.cards)];
    let cursor: string | null = contacted.next_cursor;
    while (cursor) {
      const more = await column(`market=AU&q=${tag}&column=contacted&cursor=${cursor}`);
      expect(more.statusCode).toBe(200);
      seen.push(...days(more.json().cards));
      cursor = more.json().next_cursor;
    }
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => 2 + i));

    // A cursor is signed for its column's order; anything else names the cursor.
    for (const bad of ['nonsense', `${contacted.next_cursor}x`]) {
      const refused = await column(`market=AU&column=contacted&cursor=${bad}`);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['cursor']);
    }
    const noColumn = await column(`market=AU&column=open&cursor=${contacted.next_cursor}`);
    expect(Object.keys(noColumn.json().errors)).toEqual(['column']);
  });

  it('gives, filtered, the same columns, counts, amounts and cards as the list filtered alike', async () => {
    // One partner's book, so that the filters below see these leads only: every status, 25 in
    // "contacted" (more than a column shows), ties on the stage time, aging and fresh leads,
    // two sources, amounts and names that the filters split.
    const { partner } = await createPartner(t.db);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    // A stage changes after the lead is created (leads_stage_after_creation_check): every lead
    // below is created an hour or more ago, and the tie is later than all of them.
    const tie = hoursAgo(0.5);
    const statuses = [
      ...LEAD_STATUSES,
      ...Array<(typeof LEAD_STATUSES)[number]>(24).fill('contacted'),
    ];
    for (const [index, status] of statuses.entries()) {
      const created = hoursAgo(24 * (index % 3) + 1);
      await createLead(t.db, {
        partnerId: partner.id,
        status,
        source: index % 3 === 0 ? 'partner-link' : 'apply',
        amount: 5_000 + (index % 7) * 10_000,
        lastName: index % 2 === 0 ? 'Wattlebird' : 'Kookaburra',
        statusChangedAt: index % 5 === 0 ? tie : new Date(created.getTime() + index * 60_000),
        lastActivityAt: index % 4 === 0 ? hoursAgo(24 * 40) : hoursAgo(1),
        createdAt: created,
      });
    }
    const today = new Date().toISOString().slice(0, 10);
    const filters = [
      `partner=${partner.id}`,
      `partner=${partner.id}&q=wattle`,
      `partner=${partner.id}&amount_min=20000&amount_max=50000`,
      `partner=${partner.id}&aging=true`,
      `partner=${partner.id}&source=partner-link`,
      `partner=${partner.id}&created_from=${today}`,
      `partner=${partner.id}&status=contacted,qualified&q=kooka`,
    ];
    type Item = { id: string; status: string; amount: number; status_changed_at: string };
    for (const filter of filters) {
      const listed: Item[] = [];
      let cursor: string | null = null;
      do {
        const page = await t.request({
          method: 'GET',
          url: `/api/leads?market=AU&${filter}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
          token: adminToken,
        });
        expect(page.statusCode, `${filter} ${page.body}`).toBe(200);
        listed.push(...page.json().data);
        cursor = page.json().next_cursor;
      } while (cursor);
      expect(listed.length, filter).toBeGreaterThan(0);
      const response = await board(`market=AU&${filter}`);
      expect(response.statusCode).toBe(200);
      const chosen = new URLSearchParams(filter).get('status')?.split(',') ?? LEAD_STATUSES;
      const body = response.json();
      expect(body.columns.map((column: { status: string }) => column.status)).toEqual(chosen);
      for (const shown of body.columns) {
        const inColumn = listed
          .filter((item) => item.status === shown.status)
          .sort((a, b) =>
            a.status_changed_at === b.status_changed_at
              ? b.id.localeCompare(a.id)
              : b.status_changed_at.localeCompare(a.status_changed_at),
          );
        const where = `${filter}: ${shown.status}`;
        expect(shown.count, where).toBe(inColumn.length);
        expect(shown.amount, where).toBe(inColumn.reduce((total, item) => total + item.amount, 0));
        const ids = shown.cards.map((card: { id: string }) => card.id);
        expect(ids, where).toEqual(inColumn.slice(0, 20).map((item) => item.id));
        // "Show more" goes on from the board's last card to the end of the same set.
        let more: string | null = shown.next_cursor;
        expect(more === null, where).toBe(inColumn.length <= 20);
        while (more) {
          const next = (
            await column(`market=AU&${filter}&column=${shown.status}&cursor=${more}`)
          ).json();
          ids.push(...next.cards.map((card: { id: string }) => card.id));
          more = next.next_cursor;
        }
        expect(ids, where).toEqual(inColumn.map((item) => item.id));
      }
    }
  });

  it('refuses partners, guests and a bad market', async () => {
    const partner = await t.signIn('partner');
    expect((await board('market=AU', partner.token)).statusCode).toBe(403);
    expect((await column('market=AU&column=new&cursor=x', partner.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/leads/board?market=AU' })).statusCode).toBe(
      401,
    );
    const bad = await board('market=UK');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['market']);
  });
});
