import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicationPayload } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { openTestDatabase } from '../../../tests/support/test-database';
import { isValidAbn } from '../../shared/leads/abn';
import { isValidNzbn } from '../../shared/leads/nzbn';
import { toE164Mobile } from '../../shared/leads/phone';
import { LEAD_SOURCES } from '../../shared/leads/lead-sources';
import { LEAD_STATUSES, canMove, type LeadStatus } from '../../shared/leads/pipeline';
import { currencyOf, isRegionOf } from '../../shared/markets/markets';
import { leadEvents, leadReferenceCounters, leads, partners, users } from '../db/schema';
import { referenceYear } from '../leads/lead-reference';
import { TEST_APP_KEY, filledFormToken } from '../leads/leads.test-support';
import { seedDemo, type SeedDemoSummary } from './seed-demo';

const LEADS = 500;
const PASSWORD = 'demo password for tests';
const NOW = new Date();
const options = { leads: LEADS, partners: 20, seed: 1234, password: PASSWORD, appName: 'LendRef' };

let t: TestApp;
let summary: SeedDemoSummary;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
  // Small batches: several transactions, and a batch made while the last one is written.
  summary = await seedDemo(t.database, { ...options, now: NOW, batchSize: 120 });
});
afterAll(() => t.close());

const statusChange = z.strictObject({
  from: z.enum(LEAD_STATUSES),
  to: z.enum(LEAD_STATUSES),
  reason: z.string().min(1).optional(),
});
const referenceNumber = (reference: string) => Number(reference.slice(-6));

describe('seedDemo', () => {
  it('creates the leads, partners and admins asked for', async () => {
    const leadRows = await t.db.select().from(leads);
    const partnerRows = await t.db.select().from(partners);
    const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
    expect(leadRows).toHaveLength(LEADS);
    expect(partnerRows).toHaveLength(20);
    expect(admins.length).toBeGreaterThanOrEqual(2);
    expect(summary).toMatchObject({ leads: LEADS, partners: 20 });
    expect(summary.adminEmails).toHaveLength(admins.length);

    const byMarket = leadRows.filter((lead) => lead.market === 'AU').length / LEADS;
    expect(byMarket).toBeGreaterThan(0.6);
    expect(byMarket).toBeLessThan(0.8);
    expect(new Set(leadRows.map((lead) => lead.source))).toEqual(new Set(LEAD_SOURCES));
    const withPartner = leadRows.filter((lead) => lead.partnerId).length / LEADS;
    expect(withPartner).toBeGreaterThan(0.5);
    expect(withPartner).toBeLessThan(0.7);
    expect(new Set(partnerRows.map((partner) => partner.status)).has('active')).toBe(true);
  });

  it('gives every lead and partner valid numbers, phones, currency and region for its market', async () => {
    const leadRows = await t.db.select().from(leads);
    const partnerRows = await t.db.select().from(partners);
    for (const row of [...leadRows, ...partnerRows]) {
      const number = row.businessNumber;
      if (number !== null)
        expect(row.market === 'AU' ? isValidAbn(number) : isValidNzbn(number)).toBe(true);
      const phone = 'mobile' in row ? row.mobile : row.phone;
      expect(toE164Mobile(phone, row.market)).toBe(phone);
    }
    for (const lead of leadRows) {
      expect(lead.currency).toBe(currencyOf(lead.market));
      if (lead.region !== null) expect(isRegionOf(lead.market, lead.region)).toBe(true);
      expect(lead.amount).toBeGreaterThanOrEqual(10_000);
      expect(lead.amount).toBeLessThanOrEqual(2_000_000);
      expect(Number.isInteger(lead.amount)).toBe(true);
      expect(lead.consentText).toMatch(/LendRef/);
    }
    const partnerOf = new Map(partnerRows.map((partner) => [partner.id, partner]));
    for (const lead of leadRows.filter((row) => row.partnerId)) {
      const partner = partnerOf.get(lead.partnerId ?? '');
      expect(partner?.market).toBe(lead.market);
      expect(partner?.status).not.toBe('pending');
    }
  });

  it('gives every lead a created event and one status change per step, ending at its status', async () => {
    const leadRows = await t.db.select().from(leads);
    const events = await t.db.select().from(leadEvents).orderBy(asc(leadEvents.createdAt));
    expect(events).toHaveLength(summary.events);
    const timelines = Map.groupBy(events, (event) => event.leadId);
    const statuses = new Set<string>();
    for (const lead of leadRows) {
      const timeline = timelines.get(lead.id) ?? [];
      expect(timeline[0]).toMatchObject({ type: 'created', createdAt: lead.createdAt });
      expect(timeline.filter((event) => event.type === 'created')).toHaveLength(1);
      const changes = timeline.filter((event) => event.type === 'status_changed');
      let status: LeadStatus = 'new';
      for (const change of changes) {
        const data = statusChange.parse(change.data);
        expect(data.from).toBe(status);
        expect(canMove(data.from, data.to)).toBe(true);
        if (data.to === 'declined' || data.to === 'withdrawn') expect(data.reason).toBeTruthy();
        status = data.to;
      }
      expect(lead.status).toBe(status);
      expect(lead.statusChangedAt).toEqual(changes.at(-1)?.createdAt ?? lead.createdAt);
      expect(lead.lastActivityAt).toEqual(timeline.at(-1)?.createdAt);
      expect(lead.lastActivityAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(lead.version).toBe(1 + changes.length);
      statuses.add(lead.status);
    }
    expect(statuses.size).toBeGreaterThanOrEqual(10);
    const early = leadRows.filter((lead) =>
      ['new', 'contacted', 'qualified'].includes(lead.status),
    );
    const late = leadRows.filter((lead) => ['approved', 'settled'].includes(lead.status));
    expect(early.length).toBeGreaterThan(late.length * 2);
  });

  it('hands out unique references and leaves each counter at the highest one used', async () => {
    const leadRows = await t.db.select().from(leads);
    expect(new Set(leadRows.map((lead) => lead.reference)).size).toBe(LEADS);
    const highest = new Map<string, number>();
    for (const lead of leadRows) {
      const year = referenceYear(lead.market, lead.createdAt);
      expect(lead.reference).toMatch(new RegExp(`^${lead.market}-${year}-\\d{6}$`));
      const key = `${lead.market}-${year}`;
      highest.set(key, Math.max(highest.get(key) ?? 0, referenceNumber(lead.reference)));
    }
    const counters = await t.db.select().from(leadReferenceCounters);
    expect(new Map(counters.map((row) => [`${row.market}-${row.year}`, row.lastValue]))).toEqual(
      highest,
    );
  });

  it('lets a real application made afterwards take the next free reference', async () => {
    const year = referenceYear('AU', NOW);
    const [counter] = await t.db
      .select()
      .from(leadReferenceCounters)
      .where(and(eq(leadReferenceCounters.market, 'AU'), eq(leadReferenceCounters.year, year)));
    const before = counter?.lastValue ?? 0;
    expect(before).toBeGreaterThan(0);
    const response = await t.request({
      method: 'POST',
      url: '/api/apply',
      payload: { form_token: filledFormToken(), ...applicationPayload() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().reference).toBe(`AU-${year}-${String(before + 1).padStart(6, '0')}`);
  });

  it('lets a demo partner sign in with the printed password', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: summary.partnerEmails[0], password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'partner' });
  });

  it('makes the same data from the same seed', async () => {
    const snapshot = async () => {
      const database = await openTestDatabase();
      try {
        await seedDemo(database, { ...options, leads: 40, partners: 5, now: NOW });
        return await database.db
          .select({
            reference: leads.reference,
            email: leads.email,
            amount: leads.amount,
            status: leads.status,
            number: leads.businessNumber,
          })
          .from(leads)
          .orderBy(asc(leads.reference));
      } finally {
        await database.close();
      }
    };
    const first = await snapshot();
    expect(first).toHaveLength(40);
    expect(await snapshot()).toEqual(first);
  });
});
