import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { leads } from '../db/schema';

let t: TestApp;
let token: string;
// A tag unique to this file's rows, so that searches see only them.
const tag = `zq${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('admin')).token;
  for (const [company, status, market] of [
    ['Bravo', 'active', 'AU'],
    ['alpha', 'pending', 'NZ'],
    ['Charlie', 'suspended', 'AU'],
    ['Delta', 'active', 'NZ'],
    ['Echo_x', 'pending', 'AU'],
  ] as const) {
    await createPartner(t.db, { company: `${company} ${tag}`, status, market });
  }
});
afterAll(() => t.close());

async function list(query: Record<string, string>, as = token) {
  const url = `/api/partners?${new URLSearchParams(query)}`;
  return t.request({ method: 'GET', url, token: as });
}
const companies = (body: { data: { company: string }[] }) =>
  body.data.map((row) => row.company.replace(` ${tag}`, ''));

describe('the partners list', () => {
  it('searches company, contact, e-mail and referral code, with filters and sorts', async () => {
    expect(companies((await list({ search: tag, sort: 'company' })).json())).toEqual([
      'alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo_x',
    ]);
    expect(
      companies((await list({ search: tag, status: 'pending', sort: 'company' })).json()),
    ).toEqual(['alpha', 'Echo_x']);
    expect(companies((await list({ search: tag, market: 'NZ', sort: 'company' })).json())).toEqual([
      'alpha',
      'Delta',
    ]);
    expect(companies((await list({ search: `o_x ${tag}` })).json())).toEqual(['Echo_x']);
    expect(companies((await list({ search: `%${tag}` })).json())).toEqual([]);

    const { user, partner } = await createPartner(t.db, {}, { name: `Zed ${tag}name` });
    expect((await list({ search: `${tag}name` })).json().data[0].id).toBe(partner.id);
    expect((await list({ search: user.email.toUpperCase() })).json().data[0].id).toBe(partner.id);
    expect((await list({ search: partner.referralCode })).json().data[0].id).toBe(partner.id);
    const byStatus = (await list({ search: tag, sort: 'status' })).json();
    expect(byStatus.data.map((row: { status: string }) => row.status)).toEqual([
      'active',
      'active',
      'active',
      'pending',
      'pending',
      'suspended',
    ]);
  });

  it('pages with a cursor through every row exactly once, in each sort', async () => {
    for (const sort of ['created', 'company', 'status']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: Record<string, string> = { search: tag, sort, limit: '2' };
        if (cursor) query.cursor = cursor;
        const page = (await list(query)).json();
        expect(page.data.length).toBeLessThanOrEqual(2);
        seen.push(...companies(page));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toHaveLength(6);
      expect(new Set(seen).size).toBe(6);
    }
  });

  it('refuses bad input with 422 naming the field, never a 500', async () => {
    for (const [query, field] of [
      [{ status: 'gone' }, 'status'],
      [{ sort: 'password' }, 'sort'],
      [{ limit: '1000' }, 'limit'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty(field);
    }
    const unsigned = Buffer.from('["x","00000000-0000-4000-8000-000000000000"]');
    for (const cursor of ['not-a-cursor', unsigned.toString('base64url')]) {
      const response = await list({ cursor });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('cursor');
    }
  });

  it('shows figures per market, never adding AUD and NZD together', async () => {
    const { partner } = await createPartner(t.db);
    const lead = {
      reference: '',
      source: 'partner-link' as const,
      partnerId: partner.id,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.test',
      mobile: '+61412345678',
      consentText: 'yes',
      consentAt: new Date(),
      consentIp: '127.0.0.1',
      consentUserAgent: 'test',
    };
    await t.db.insert(leads).values([
      {
        ...lead,
        reference: `AU-T-${tag}1`,
        market: 'AU',
        currency: 'AUD',
        amount: 10_000,
        status: 'settled',
      },
      {
        ...lead,
        reference: `AU-T-${tag}2`,
        market: 'AU',
        currency: 'AUD',
        amount: 5_000,
        status: 'new',
      },
      {
        ...lead,
        reference: `AU-T-${tag}3`,
        market: 'AU',
        currency: 'AUD',
        amount: 7_000,
        status: 'declined',
      },
      {
        ...lead,
        reference: `NZ-T-${tag}1`,
        market: 'NZ',
        currency: 'NZD',
        amount: 20_000,
        status: 'settled',
      },
    ]);
    const detail = (
      await t.request({ method: 'GET', url: `/api/partners/${partner.id}`, token })
    ).json();
    expect(detail.figures).toEqual([
      {
        market: 'AU',
        currency: 'AUD',
        leads: 3,
        open_leads: 1,
        settled_count: 1,
        settled_amount: 10_000,
        conversion: 1 / 3,
      },
      {
        market: 'NZ',
        currency: 'NZD',
        leads: 1,
        open_leads: 0,
        settled_count: 1,
        settled_amount: 20_000,
        conversion: 1,
      },
    ]);
  });

  it('is closed to partners (403) and guests (401)', async () => {
    const partner = await t.signIn('partner');
    const { partner: other } = await createPartner(t.db, { status: 'pending' });
    expect((await list({}, partner.token)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', `/api/partners/${other.id}`],
      ['GET', `/api/partners/${other.id}/audit`],
      ['POST', `/api/partners/${other.id}/approve`],
      ['POST', `/api/partners/${other.id}/suspend`],
      ['POST', `/api/partners/${other.id}/reactivate`],
      ['GET', '/api/audit'],
    ] as const) {
      expect((await t.request({ method, url, token: partner.token })).statusCode).toBe(403);
      expect((await t.request({ method, url })).statusCode).toBe(401);
    }
  });
});
