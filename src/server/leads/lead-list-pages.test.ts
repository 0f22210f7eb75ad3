import { describe, expect, it } from 'vitest';
import { adminSession } from './lead-list.test-support';
import { createLeadRow } from '../../../tests/support/factories';

const session = adminSession();

const get = (url: string) => session.t.request({ method: 'GET', url, token: session.token });

describe('admin lead list: keyset pagination', () => {
  it('returns every lead exactly once, page by page, while new leads keep arriving', async () => {
    const tag = `Pagetag${Date.now()}`;
    const before = new Set<string>();
    for (let index = 0; index < 60; index += 1) {
      // Equal amounts: the id must break the ties, or a page boundary would skip or repeat.
      before.add((await createLeadRow(session.t.db, { businessName: tag, amount: 50_000 })).id);
    }
    for (const order of ['sort=created_at&dir=desc', 'sort=amount&dir=asc', 'sort=name&dir=desc']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url: string = `/api/leads?market=AU&q=${tag}&limit=25&${order}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const response = await get(url);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as { data: { id: string }[]; next_cursor: string | null };
        seen.push(...body.data.map((row) => row.id));
        cursor = body.next_cursor;
        pages += 1;
        // Arrivals between page reads: they must neither shift nor repeat the rows still to come.
        await createLeadRow(session.t.db, { businessName: tag, amount: 50_000 });
      } while (cursor);
      const fromBefore = seen.filter((id) => before.has(id));
      expect(new Set(seen).size, order).toBe(seen.length);
      if (order.startsWith('sort=created_at')) {
        expect(fromBefore.length).toBe(60);
        expect(pages).toBe(3);
      } else {
        expect(new Set(fromBefore).size).toBe(60);
      }
    }
  });

  it('offers page sizes of 25, 50 and 100 rows and says when there is no next page', async () => {
    const tag = `Sizetag${Date.now()}`;
    for (let index = 0; index < 30; index += 1)
      await createLeadRow(session.t.db, { businessName: tag });
    const page = async (limit: number) =>
      (await get(`/api/leads?market=AU&q=${tag}&limit=${limit}`)).json() as {
        data: unknown[];
        next_cursor: string | null;
      };
    expect((await page(25)).data).toHaveLength(25);
    expect((await page(25)).next_cursor).toEqual(expect.any(String));
    expect(await page(50)).toMatchObject({ next_cursor: null });
    expect((await page(100)).data).toHaveLength(30);
  });
});

describe('admin lead list: bad input answers 4xx naming the problem', () => {
  it('refuses a forged, truncated or foreign cursor with a 422 on `cursor`', async () => {
    await createLeadRow(session.t.db);
    await createLeadRow(session.t.db);
    const first = (await get('/api/leads?market=AU&limit=25&sort=amount')).json();
    const all = await get('/api/leads?market=AU&limit=25');
    expect(all.statusCode).toBe(200);
    const real: string | null = first.next_cursor;
    const forged = Buffer.from(
      JSON.stringify({
        s: 'created_at',
        d: 'desc',
        v: "x'; drop table leads; --",
        i: crypto.randomUUID(),
      }),
    ).toString('base64url');
    const cursors = ['garbage', `${forged}.AAAA`, `${forged}`, 'a.b.c', '.'];
    if (real) cursors.push(real.slice(0, -2), `${real}x`);
    for (const cursor of cursors) {
      const response = await get(`/api/leads?market=AU&cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(422);
      expect(response.json().errors.cursor).toEqual([expect.stringMatching(/first page/)]);
    }
  });

  it('refuses a cursor made for another sort order', async () => {
    const tag = `Crosstag${Date.now()}`;
    for (let index = 0; index < 26; index += 1)
      await createLeadRow(session.t.db, { businessName: tag });
    const { next_cursor } = (await get(`/api/leads?market=AU&q=${tag}&sort=amount&dir=asc`)).json();
    const response = await get(
      `/api/leads?market=AU&q=${tag}&sort=name&dir=asc&cursor=${encodeURIComponent(next_cursor)}`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.cursor[0]).toMatch(/another sort/);
  });

  it.each([
    ['', 'market'],
    ['market=FR', 'market'],
    ['market=AU&limit=10', 'limit'],
    ['market=AU&limit=abc', 'limit'],
    ['market=AU&limit=100000', 'limit'],
    ['market=AU&status=lost', 'status'],
    ['market=AU&sort=email', 'sort'],
    ['market=AU&dir=up', 'dir'],
    ['market=AU&partner_id=42', 'partner_id'],
    ['market=AU&source=fax', 'source'],
    ['market=AU&assigned_to=nobody', 'assigned_to'],
    ['market=AU&created_from=yesterday', 'created_from'],
    ['market=AU&created_to=2026-02-30', 'created_to'],
    ['market=AU&amount_min=-5', 'amount_min'],
    ['market=AU&amount_max=12.5', 'amount_max'],
    ['market=AU&amount_min=5000&amount_max=100', 'amount_max'],
    ['market=AU&created_from=2026-05-01&created_to=2026-04-01', 'created_to'],
    ['market=AU&aging=maybe', 'aging'],
    ['market=AU&colour=blue', 'colour'],
    [`market=AU&q=${'x'.repeat(201)}`, 'q'],
  ])('%s → 422 on %s', async (query, field) => {
    const response = await get(`/api/leads?${query}`);
    expect(response.statusCode, response.body).toBe(422);
    // A list's item is named by its position: `status.0`.
    expect(Object.keys(response.json().errors).map((key) => key.split('.')[0])).toContain(field);
  });
});
