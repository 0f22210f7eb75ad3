import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../tests/support/csv';
import { createLead, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { commissions } from '../db/schema';
import { settlementFigures } from '../../../tests/support/settlement-figures';
import { dayIn } from './zoned-day';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

// 25 November 2026 at 05:59 in Sydney (AEDT, UTC+11) and 00:30 in Auckland (NZDT, UTC+13):
// both still the 24th in UTC.
const SYDNEY_EARLY = new Date('2026-11-24T18:59:00Z');
const AUCKLAND_EARLY = new Date('2026-11-24T11:30:00Z');

const csvRows = (payload: Buffer) => parseCsv(payload.subarray(3).toString('utf8'));
const rowWith = (rows: string[][], text: string) => rows.find((row) => row.includes(text));

// Issue 30, item 7e: an export is dated on the market's clock, rows and file name alike.
describe('CSV dates on the market’s clock', () => {
  it('dates a Sydney lead and an Auckland lead by their own day, and the file by the market’s', async () => {
    const tag = `clock${Math.random().toString(36).slice(2, 8)}`;
    const au = await createLead(t.db, { businessName: `${tag} AU`, createdAt: SYDNEY_EARLY });
    const nz = await createLead(t.db, {
      businessName: `${tag} NZ`,
      market: 'NZ',
      currency: 'NZD',
      createdAt: AUCKLAND_EARLY,
    });
    for (const [market, lead, zone] of [
      ['AU', au, 'Australia/Sydney'],
      ['NZ', nz, 'Pacific/Auckland'],
    ] as const) {
      const response = await t.request({
        method: 'GET',
        url: `/api/leads/export?market=${market}&q=${tag}`,
        token: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(rowWith(csvRows(response.rawPayload), lead.reference)).toContain('2026-11-25');
      expect(response.headers['content-disposition']).toContain(
        `leads-${market.toLowerCase()}-${dayIn(new Date(), zone)}.csv`,
      );
    }
  });

  it('dates an approved NZ commission by Auckland’s day', async () => {
    const { partner } = await createPartner(t.db, { company: `Clock ${Math.random()}` });
    const terms = await t.request({
      method: 'PUT',
      url: `/api/partners/${partner.id}/commission`,
      token: admin,
      payload: { commission_type: 'flat', flat_amount: 500, show_commissions: true },
    });
    expect(terms.statusCode).toBe(200);
    const lead = await createLead(t.db, {
      partnerId: partner.id,
      status: 'approved',
      market: 'NZ',
      currency: 'NZD',
    });
    const settled = await t.request({
      method: 'POST',
      url: `/api/leads/${lead.id}/status`,
      token: admin,
      payload: { version: 1, status: 'settled', ...settlementFigures('NZ') },
    });
    expect(settled.statusCode).toBe(200);
    const [row] = await t.db.select().from(commissions).where(eq(commissions.leadId, lead.id));
    const approve = await t.request({
      method: 'POST',
      url: '/api/commissions/status',
      token: admin,
      payload: { ids: [row!.id], status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    await t.db
      .update(commissions)
      .set({ approvedAt: AUCKLAND_EARLY })
      .where(eq(commissions.id, row!.id));

    const response = await t.request({
      method: 'GET',
      url: '/api/commissions/export?market=NZ',
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(rowWith(csvRows(response.rawPayload), lead.reference)).toContain('2026-11-25');
    expect(response.headers['content-disposition']).toContain(
      `commissions-to-pay-nz-${dayIn(new Date(), 'Pacific/Auckland')}.csv`,
    );
  });
});
