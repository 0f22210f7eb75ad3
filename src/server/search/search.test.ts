import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, createPartner, createUser } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { TSearchResponse } from '../../shared/search/search.contract';
import { leads } from '../db/schema';

let t: TestApp;
let adminToken: string;
let au: Awaited<ReturnType<typeof createLead>>;
let nz: Awaited<ReturnType<typeof createLead>>;
let partner: Awaited<ReturnType<typeof createPartner>>;
let colleague: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.signIn('admin')).token;
  au = await createLead(t.db, {
    firstName: 'Odalys',
    lastName: 'Quennell',
    email: 'odalys.quennell@search.test',
    mobile: '+61491570156',
    businessName: 'Quennell Joinery',
    businessNumber: '53004085616',
  });
  nz = await createLead(t.db, {
    market: 'NZ',
    firstName: 'Tamati',
    lastName: 'Quennell',
    email: 'tamati@search.test',
    mobile: '+64211239876',
    businessName: 'Harbour Kai Ltd',
    businessNumber: '9429041925676',
  });
  partner = await createPartner(
    t.db,
    { company: 'Brokerage Zephyrine', phone: '+61491570199', businessNumber: '33051775556' },
    { name: 'Wilhelmina Partner', email: 'wilhelmina@zephyrine.test' },
  );
  colleague = await createUser(t.db, {
    role: 'admin',
    name: 'Ignatius Backoffice',
    email: 'ignatius@firm.test',
  });
});
afterAll(() => t.close());

async function search(q: string, token = adminToken) {
  return t.request({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, token });
}
async function found(q: string): Promise<TSearchResponse> {
  const response = await search(q);
  expect(response.statusCode, q).toBe(200);
  return response.json();
}
const leadIds = (answer: TSearchResponse) => answer.leads.map((lead) => lead.id);

describe('GET /api/search', () => {
  it('finds a lead by each field: reference, name, e-mail, phone, business name, ABN/NZBN', async () => {
    const queries = [
      au.reference,
      au.reference.toLowerCase(),
      'Odalys',
      'Odalys Quennell',
      'odalys.quennell@search.test',
      'quennell@search',
      '0491 570 156',
      '+61 491 570 156',
      '570 156',
      'Quennell Joinery',
      'joinery',
      '53 004 085 616',
      '004 085',
    ];
    for (const q of queries) expect(leadIds(await found(q)), q).toContain(au.id);
  });

  it('covers both markets, each lead with its market, status and reference', async () => {
    const answer = await found('quennell');
    expect(leadIds(answer).sort()).toEqual([au.id, nz.id].sort());
    const hit = answer.leads.find((lead) => lead.id === nz.id);
    expect(hit).toMatchObject({
      market: 'NZ',
      status: 'new',
      reference: nz.reference,
      name: 'Tamati Quennell',
      business_name: 'Harbour Kai Ltd',
    });
    expect(leadIds(await found('021 123 9876'))).toEqual([nz.id]);
    expect(leadIds(await found('9429 0419 25676'))).toEqual([nz.id]);
  });

  it('finds by an e-mail, whole or in part, only the leads holding all of what was typed', async () => {
    // The same person before the @ at another firm, and a short name before a shared domain.
    const elsewhere = await createLead(t.db, { email: 'odalys.quennell@elsewhere.test' });
    const short = await createLead(t.db, { email: 'jo@search.test' });
    const whole = leadIds(await found('odalys.quennell@search.test'));
    expect(whole).toContain(au.id);
    expect(whole).not.toContain(elsewhere.id);
    expect(leadIds(await found('odalys.quennell@')).sort()).toEqual([au.id, elsewhere.id].sort());
    expect(leadIds(await found('jo@search.test'))).toEqual([short.id]);
    expect(leadIds(await found('@elsewhere.test'))).toEqual([elsewhere.id]);
    // `%` and `_` typed in an address mean themselves.
    expect(leadIds(await found('odalys_quennell@search.test'))).toEqual([]);
  });

  it('ranks exact reference, e-mail and phone hits before newer partial matches', async () => {
    // A newer lead whose text contains the older lead's e-mail and number as parts.
    const older = await createLead(t.db, {
      email: 'rank@search.test',
      mobile: '+61491570177',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    for (let i = 0; i < 9; i++) {
      await createLead(t.db, {
        email: `xrank@search.test${i}`,
        businessName: `Co 61491570177 ${i}`,
        reference: `${older.reference}-${i}`,
      });
    }
    for (const q of ['rank@search.test', '0491 570 177', older.reference]) {
      const answer = await found(q);
      expect(answer.leads[0], q).toMatchObject({ id: older.id, exact: true });
      expect(answer.leads.slice(1).every((lead) => !lead.exact)).toBe(true);
      expect(answer.leads.length).toBe(8);
    }
  });

  it('finds partners and admins by name, firm, e-mail and phone', async () => {
    for (const q of ['zephyrine', 'Wilhelmina', 'wilhelmina@zephyrine.test', '0491 570 199']) {
      const answer = await found(q);
      expect(
        answer.partners.map((row) => row.id),
        q,
      ).toEqual([partner.partner.id]);
      expect(answer.partners[0]).toMatchObject({ company: 'Brokerage Zephyrine', market: 'AU' });
    }
    expect((await found('wilhelmina@zephyrine.test')).partners[0]!.exact).toBe(true);
    for (const q of ['Ignatius', 'ignatius@firm.test']) {
      expect(
        (await found(q)).admins.map((row) => row.id),
        q,
      ).toEqual([colleague.id]);
    }
    // A partner is not an admin, nor an admin a partner.
    expect((await found('Wilhelmina')).admins).toEqual([]);
    expect((await found('Ignatius')).partners).toEqual([]);
  });

  it('leaves a merged lead out: it lives on as the lead it was merged into', async () => {
    const survivor = await createLead(t.db, { lastName: 'Vandermolen' });
    const merged = await createLead(t.db, { lastName: 'Vandermolen', mergedInto: survivor.id });
    const ids = leadIds(await found('vandermolen'));
    expect(ids).toContain(survivor.id);
    expect(ids).not.toContain(merged.id);
  });

  it('finds the survivor by the merged lead’s old reference, the one its applicant was sent', async () => {
    const survivor = await createLead(t.db, { lastName: 'Oldreference' });
    const merged = await createLead(t.db, { mergedInto: survivor.id });
    expect(leadIds(await found(merged.reference))).toEqual([survivor.id]);
  });

  it('treats % and _ as themselves and answers nothing found with empty groups', async () => {
    expect(await found('%%')).toEqual({ leads: [], partners: [], admins: [] });
    expect(await found('zz_no_such_thing')).toEqual({ leads: [], partners: [], admins: [] });
  });

  it('refuses a query under 2 characters or over 100 with 422 naming q', async () => {
    for (const q of ['', 'a', '  b  ', 'x'.repeat(101)]) {
      const response = await search(q);
      expect(response.statusCode, JSON.stringify(q)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['q']);
    }
    expect((await search('a')).json().errors.q).toEqual([expect.stringContaining('2')]);
    const missing = await t.request({ method: 'GET', url: '/api/search', token: adminToken });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['q']);
  });

  it('is for admins only: a partner gets 403, even for their own lead, and a guest 401', async () => {
    const { token, user } = await t.signIn('partner');
    const own = await t.db.query.partners.findFirst({
      where: (row, { eq }) => eq(row.userId, user.id),
    });
    const lead = await createLead(t.db, { partnerId: own!.id, lastName: 'Ownlead' });
    for (const q of [lead.reference, 'Ownlead', au.reference, 'zephyrine']) {
      const response = await search(q, token);
      expect(response.statusCode, q).toBe(403);
      expect(response.body).not.toContain(lead.reference);
    }
    const guest = await t.request({ method: 'GET', url: '/api/search?q=quennell' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('search indexes (migration 0039, decision 0078)', () => {
  it('finds each exact value by an index, never by reading the whole book', async () => {
    const lookups = [
      [
        sql`${leads.reference} in (${'AU-2026-000123'}, ${'au-2026-000123'})`,
        'leads_reference_unique',
      ],
      [sql`lower(btrim(${leads.email})) = ${'someone@search.test'}`, 'leads_repeat_idx'],
      [sql`${leads.mobile} in (${'+61491570156'})`, 'leads_mobile_idx'],
      [
        sql`${leads.market} in ('AU', 'NZ') and ${leads.businessNumber} = ${'53004085616'}`,
        'leads_market_business_number_idx',
      ],
    ] as const;
    for (const [condition, index] of lookups) {
      const plan = await t.db.transaction(async (tx) => {
        // On a near-empty table a scan is cheaper; forbid it to see whether the index fits.
        await tx.execute(sql`set local enable_seqscan = off`);
        return JSON.stringify(
          await tx.execute(sql`explain select ${leads.id} from ${leads} where ${condition}`),
        );
      });
      expect(plan, index).toContain(index);
    }
  });
});
