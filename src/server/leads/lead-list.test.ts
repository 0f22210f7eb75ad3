import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let admin: string;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
/** A word only this test's leads carry, so that each test lists just its own. */
const tagOf = (name: string) => `${name}${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

async function list(query: string, token = admin) {
  const response = await t.request({ method: 'GET', url: `/api/leads?${query}`, token });
  return response;
}
const refs = (body: { data: { reference: string }[] }) => body.data.map((row) => row.reference);

describe('the admin lead list', () => {
  it('finds leads by partial reference, name, e-mail, phone typed locally and ABN with spaces', async () => {
    const tag = tagOf('search');
    const lead = await createLead(t.db, {
      businessName: `${tag} Bakery`,
      firstName: 'Matilda',
      lastName: 'Quigley',
      email: 'matilda.q@bakery.test',
      mobile: '+61412987654',
      businessNumber: '51824753556',
    });
    await createLead(t.db, { businessName: `${tag} Other`, market: 'NZ' });
    for (const q of [
      lead.reference.slice(3),
      'quig',
      'MATILDA.Q@',
      '0412 987 654',
      '51 824 753 556',
      '824753',
    ]) {
      const response = await list(`market=AU&q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(refs(response.json()), q).toContain(lead.reference);
    }
    // The NZ lead is not in the AU list, whatever the search.
    expect(refs((await list(`market=AU&q=${tag}`)).json())).toEqual([lead.reference]);
  });

  it('filters by status, source, partner, assignment, dates, amounts and aging', async () => {
    const tag = tagOf('filters');
    const { partner } = await createPartner(t.db);
    const { user: other } = await t.signIn('admin');
    const base = { businessName: `${tag} Pty Ltd` };
    const a = await createLead(t.db, { ...base, status: 'contacted', amount: 10_000 });
    const b = await createLead(t.db, {
      ...base,
      source: 'partner-link',
      partnerId: partner.id,
      amount: 90_000,
      assignedTo: other.id,
    });
    const c = await createLead(t.db, {
      ...base,
      status: 'qualified',
      amount: 50_000,
      createdAt: daysAgo(40),
      lastActivityAt: daysAgo(40),
    });
    const d = await createLead(t.db, {
      ...base,
      status: 'declined',
      amount: 5_000,
      lastActivityAt: daysAgo(40),
    });
    const q = `market=AU&q=${tag}`;
    const cases: [string, string[]][] = [
      ['status=contacted,qualified', [a, c].map((l) => l.reference)],
      ['status=declined', [d.reference]],
      ['source=partner-link', [b.reference]],
      [`partner=${partner.id}`, [b.reference]],
      [`assigned=${other.id}`, [b.reference]],
      ['assigned=none', [a, c, d].map((l) => l.reference)],
      ['amount_min=40000&amount_max=60000', [c.reference]],
      [`created_to=${daysAgo(30).toISOString().slice(0, 10)}`, [c.reference]],
      [`created_from=${daysAgo(1).toISOString().slice(0, 10)}`, [a, b, d].map((l) => l.reference)],
      // A declined lead is not waiting for anyone: only open leads age.
      ['aging=true', [c.reference]],
    ];
    for (const [filter, expected] of cases) {
      const response = await list(`${q}&${filter}`);
      expect(response.statusCode, filter).toBe(200);
      expect(refs(response.json()).sort(), filter).toEqual([...expected].sort());
    }
    const row = (await list(`${q}&partner=${partner.id}`)).json().data[0];
    expect(row).toMatchObject({
      partner: { id: partner.id },
      assigned_to: { id: other.id },
      source: 'partner-link',
      aging: false,
    });
    expect((await list(`${q}&aging=true`)).json().data[0].aging).toBe(true);
  });

  it('sorts by amount, name and pipeline status, either way', async () => {
    const tag = tagOf('sorts');
    const base = { businessName: tag };
    const small = await createLead(t.db, {
      ...base,
      amount: 1_000,
      lastName: 'Zed',
      status: 'approved',
    });
    const large = await createLead(t.db, {
      ...base,
      amount: 900_000,
      lastName: 'Adams',
      status: 'new',
    });
    const middle = await createLead(t.db, {
      ...base,
      amount: 50_000,
      lastName: 'Moss',
      status: 'qualified',
    });
    const q = `market=AU&q=${tag}`;
    expect(refs((await list(`${q}&sort=amount&dir=asc`)).json())).toEqual(
      [small, middle, large].map((l) => l.reference),
    );
    expect(refs((await list(`${q}&sort=name&dir=asc`)).json())).toEqual(
      [large, middle, small].map((l) => l.reference),
    );
    expect(refs((await list(`${q}&sort=status&dir=desc`)).json())).toEqual(
      [small, middle, large].map((l) => l.reference),
    );
  });

  it('pages by cursor: every lead exactly once while new leads arrive, either direction', async () => {
    const tag = tagOf('keyset');
    const created = [];
    for (let index = 0; index < 60; index += 1) {
      created.push(await createLead(t.db, { businessName: tag, amount: 1_000 * (index % 7) }));
    }
    for (const order of ['sort=created&dir=desc', 'sort=amount&dir=asc', 'sort=name&dir=desc']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await list(
          `market=AU&q=${tag}&${order}&limit=25${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(response.statusCode).toBe(200);
        seen.push(...refs(response.json()));
        cursor = response.json().next_cursor;
        pages += 1;
        // A lead arrives between pages.
        await createLead(t.db, { businessName: `${tag} late`, amount: 3_000 });
      } while (cursor);
      const originals = created.map((lead) => lead.reference);
      expect(seen.filter((reference) => originals.includes(reference)).sort(), order).toEqual(
        [...originals].sort(),
      );
      expect(new Set(seen).size, order).toBe(seen.length);
      expect(pages, order).toBeGreaterThanOrEqual(3);
    }
  });

  it('answers bad filters with 422 naming the field (a cursor not ours: 400), never 500', async () => {
    const bad: [string, string, number?][] = [
      ['market=UK', 'market'],
      ['market=AU&limit=10', 'limit'],
      ['market=AU&cursor=not-a-cursor', 'cursor', 400],
      [`market=AU&cursor=${Buffer.from('[1,"x"]').toString('base64url')}`, 'cursor', 400],
      ['market=AU&status=bogus', 'status'],
      ['market=AU&amount_min=5&amount_max=1', 'amount_min'],
      ['market=AU&created_from=2026-05-01&created_to=2026-04-01', 'created_from'],
      ['market=AU&created_from=yesterday', 'created_from'],
      ['market=AU&partner=123', 'partner'],
      [`market=AU&q=${'x'.repeat(101)}`, 'q'],
    ];
    for (const [query, field, status = 422] of bad) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(status);
      // A list parameter names its item: `status.0`.
      expect(Object.keys(response.json().errors), query).toEqual([
        expect.stringMatching(new RegExp(`^${field}(\\.\\d+)?$`)),
      ]);
    }
    // LIKE wildcards are searched as text, not as patterns.
    expect((await list('market=AU&q=%25')).statusCode).toBe(200);
  });
});

describe('a partner’s own leads', () => {
  it('shows only their leads, without contact details, whatever partner id they send', async () => {
    const a = await t.signIn('partner');
    const b = await createPartner(t.db, { company: 'Partner B' });
    const [aPartner] = await t.db.query.partners.findMany({
      where: (partners, { eq }) => eq(partners.userId, a.user.id),
    });
    const mine = await createLead(t.db, { partnerId: aPartner!.id });
    const mineNz = await createLead(t.db, {
      partnerId: aPartner!.id,
      market: 'NZ',
      currency: 'NZD',
    });
    const theirs = await createLead(t.db, { partnerId: b.partner.id });

    const all = await t.request({ method: 'GET', url: '/api/my-leads', token: a.token });
    expect(all.statusCode).toBe(200);
    expect(refs(all.json()).sort()).toEqual([mine.reference, mineNz.reference].sort());
    expect(all.json().data[0]).not.toHaveProperty('email');
    expect(all.json().data[0]).not.toHaveProperty('mobile');
    const nz = await t.request({ method: 'GET', url: '/api/my-leads?market=NZ', token: a.token });
    expect(refs(nz.json())).toEqual([mineNz.reference]);
    // B's id as a filter, or B's reference as a search: still only A's own leads.
    for (const query of [`partner=${b.partner.id}`, `q=${theirs.reference}`]) {
      const response = await t.request({
        method: 'GET',
        url: `/api/my-leads?${query}`,
        token: a.token,
      });
      expect(refs(response.json()), query).not.toContain(theirs.reference);
    }
    const exported = await t.request({
      method: 'GET',
      url: '/api/my-leads/export',
      token: a.token,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(mine.reference);
    expect(exported.body).not.toContain(theirs.reference);
    expect(exported.body).not.toContain(mine.email);

    for (const url of ['/api/leads?market=AU', '/api/leads/export?market=AU']) {
      const refused = await t.request({ method: 'GET', url, token: a.token });
      expect(refused.statusCode, url).toBe(403);
    }
  });
});

describe('the CSV export', () => {
  it('streams every matching lead as UTF-8 with BOM, headers translated, formulas neutralised', async () => {
    const tag = tagOf('csv');
    await createLead(t.db, {
      businessName: `${tag} Café`,
      firstName: '=HYPERLINK("http://evil")',
      amount: 12_345,
    });
    await createLead(t.db, {
      businessName: `${tag} Two`,
      firstName: '@SUM(A1)',
      status: 'approved',
    });
    await createLead(t.db, { businessName: `${tag} NZ`, market: 'NZ', currency: 'NZD' });
    await createLead(t.db, { businessName: `+${tag} Plus`, firstName: '-1+2', status: 'new' });
    const response = await t.request({
      method: 'GET',
      url: `/api/leads/export?market=AU&q=${tag}`,
      token: admin,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-au-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Référence');
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(`${tag} Café`);
    expect(response.body).not.toContain(`${tag} NZ`);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")`);
    expect(response.body).toContain("'@SUM(A1)");
    expect(response.body).toContain(`'+${tag} Plus`);
    expect(response.body).toContain("'-1+2");
    expect(response.body).toContain(',12345,AUD,');
    expect(response.body).toContain('Approuvé');
  });
});
