import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSession } from './lead-list.test-support';
import { leads } from '../db/schema';
import { createLeadRow, createPartner } from '../../../tests/support/factories';

const session = adminSession();

async function list(query: string) {
  const response = await session.t.request({
    method: 'GET',
    url: `/api/leads?${query}`,
    token: session.token,
  });
  return response;
}
async function references(query: string): Promise<string[]> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { reference: string }[]).map((row) => row.reference);
}

describe('admin lead list: search', () => {
  it('finds a lead by part of a name, of the business name, of the e-mail and of the reference', async () => {
    const lead = await createLeadRow(session.t.db, {
      firstName: 'Wilhelmina',
      lastName: 'Quartermaine',
      businessName: 'Zephyr Joinery Pty Ltd',
      email: 'w.quarter@zephyr-joinery.test',
      reference: 'AU-2026-987654',
    });
    await createLeadRow(session.t.db, { firstName: 'Other', lastName: 'Person' });
    for (const q of [
      'helmin',
      'QUARTERM',
      'wilhelmina quarter',
      'zephyr join',
      'quarter@zeph',
      '987654',
    ]) {
      expect(await references(`market=AU&q=${encodeURIComponent(q)}`), q).toEqual([lead.reference]);
    }
  });

  it('finds a lead by ABN digits typed with spaces, and by a mobile typed in its national form', async () => {
    const lead = await createLeadRow(session.t.db, {
      businessNumber: '33102417032',
      mobile: '+61498765432',
    });
    expect(await references(`market=AU&q=${encodeURIComponent('33 102 417')}`)).toEqual([
      lead.reference,
    ]);
    expect(await references(`market=AU&q=${encodeURIComponent('0498 765 432')}`)).toEqual([
      lead.reference,
    ]);
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    expect(await references('market=AU&q=%25%25%25')).toEqual([]);
    expect(await references('market=AU&q=___')).toEqual([]);
  });

  it('keeps the markets apart', async () => {
    const nz = await createLeadRow(session.t.db, { market: 'NZ', lastName: 'Kahurangi-Test' });
    expect(await references('market=AU&q=kahurangi-test')).toEqual([]);
    expect(await references('market=NZ&q=kahurangi-test')).toEqual([nz.reference]);
  });
});

describe('admin lead list: filters', () => {
  it('filters by status (several), partner, source, assignee, amounts, dates and aging', async () => {
    const tag = `Filtertag${Date.now()}`;
    const { partner } = await createPartner(session.t.db);
    const { user: admin } = await session.t.signIn('admin');
    const a = await createLeadRow(session.t.db, {
      lastName: tag,
      status: 'contacted',
      amount: 20_000,
    });
    const b = await createLeadRow(session.t.db, {
      lastName: tag,
      status: 'qualified',
      amount: 80_000,
      partnerId: partner.id,
      source: 'partner-link',
      assignedTo: admin.id,
    });
    const c = await createLeadRow(session.t.db, { lastName: tag, status: 'new', amount: 150_000 });
    await session.t.db
      .update(leads)
      .set({
        lastActivityAt: sql`now() - interval '20 days'`,
        createdAt: sql`now() - interval '40 days'`,
      })
      .where(sql`${leads.id} = ${c.id}`);
    const q = `market=AU&q=${tag}`;
    const sorted = (refs: string[]) => [...refs].sort();
    expect(sorted(await references(`${q}&status=contacted,qualified`))).toEqual(
      sorted([a.reference, b.reference]),
    );
    expect(await references(`${q}&status=contacted&status=new`)).toHaveLength(2);
    expect(await references(`${q}&partner_id=${partner.id}`)).toEqual([b.reference]);
    expect(await references(`${q}&source=partner-link`)).toEqual([b.reference]);
    expect(await references(`${q}&assigned_to=${admin.id}`)).toEqual([b.reference]);
    expect(sorted(await references(`${q}&amount_min=50000`))).toEqual(
      sorted([b.reference, c.reference]),
    );
    expect(await references(`${q}&amount_min=50000&amount_max=100000`)).toEqual([b.reference]);
    expect(await references(`${q}&aging=true`)).toEqual([c.reference]);
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    expect(await references(`${q}&created_to=${old}`)).toEqual([c.reference]);
    const today = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(await references(`${q}&created_from=${old}&created_to=${today}`)).toHaveLength(3);
    const row = (await list(`${q}&aging=true`)).json().data[0];
    expect(row).toMatchObject({ aging: true, status: 'new', currency: 'AUD' });
    const withPartner = (await list(`${q}&partner_id=${partner.id}`)).json().data[0];
    expect(withPartner.partner).toEqual({ id: partner.id, company: partner.company });
    expect(withPartner.assigned_to).toEqual({ id: admin.id, name: admin.name });
  });
});

describe('admin lead list: sorting', () => {
  it('sorts by amount, name and pipeline status, both ways', async () => {
    const tag = `Sorttag${Date.now()}`;
    await createLeadRow(session.t.db, {
      businessName: tag,
      lastName: 'Brown',
      amount: 30_000,
      status: 'qualified',
    });
    await createLeadRow(session.t.db, {
      businessName: tag,
      lastName: 'adams',
      amount: 90_000,
      status: 'new',
    });
    await createLeadRow(session.t.db, {
      businessName: tag,
      lastName: 'Clark',
      amount: 10_000,
      status: 'contacted',
    });
    const names = async (order: string) =>
      ((await list(`market=AU&q=${tag}&${order}`)).json().data as { last_name: string }[]).map(
        (row) => row.last_name,
      );
    expect(await names('sort=amount&dir=asc')).toEqual(['Clark', 'Brown', 'adams']);
    expect(await names('sort=amount&dir=desc')).toEqual(['adams', 'Brown', 'Clark']);
    expect(await names('sort=name&dir=asc')).toEqual(['adams', 'Brown', 'Clark']);
    expect(await names('sort=status&dir=asc')).toEqual(['adams', 'Clark', 'Brown']);
    expect(await names('sort=status&dir=desc')).toEqual(['Brown', 'Clark', 'adams']);
  });
});
