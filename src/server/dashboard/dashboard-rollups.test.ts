import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SOURCES } from '../../shared/leads/lead-sources';
import { LEAD_STATUSES } from '../../shared/leads/pipeline';
import { MARKET_INFO, MARKETS } from '../../shared/markets/markets';
import { leads } from '../db/schema';
import { createLead, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let partnerIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  partnerIds = await Promise.all(
    ['Rollup One', 'Rollup Two'].map(async (company) => {
      const { partner } = await createPartner(t.db, { company });
      return partner.id;
    }),
  );
});
afterAll(() => t.close());

/**
 * What the rollups must hold: the same figures aggregated from the leads themselves, each week
 * the Monday on its market's clock (decision 0093).
 */
async function expected() {
  const zone = `case market ${MARKETS.map((m) => `when '${m}' then '${MARKET_INFO[m].timeZone}'`).join(' ')} end`;
  const byKey = await t.database.rawQuery(`
    select market, (date_trunc('week', created_at at time zone ${zone}))::date::text as week,
      status, source, count(*)::int as leads, sum(amount)::bigint::text as amount
    from leads group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  const byPartner = await t.database.rawQuery(`
    select partner_id, market, count(*)::int as leads,
      coalesce(sum(coalesce(settled_amount, amount)) filter (where status = 'settled'), 0)::bigint::text
        as settled_amount
    from leads where partner_id is not null group by 1, 2 order by 1, 2`);
  return { byKey, byPartner };
}

async function rollups() {
  const byKey = await t.database.rawQuery(`
    select market, week::text as week, status, source, leads, amount::text as amount
    from lead_stats where leads <> 0 or amount <> 0 order by 1, 2, 3, 4`);
  const byPartner = await t.database.rawQuery(`
    select partner_id, market, leads, settled_amount::text as settled_amount
    from partner_lead_stats where leads <> 0 or settled_amount <> 0 order by 1, 2`);
  return { byKey, byPartner };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    count: fc.integer({ min: 1, max: 3 }),
    market: fc.constantFrom('AU' as const, 'NZ' as const),
    status: fc.constantFrom(...LEAD_STATUSES),
    source: fc.constantFrom(...LEAD_SOURCES),
    partner: fc.integer({ min: -1, max: 1 }),
    age: fc.integer({ min: 0, max: 400 }),
    amount: fc.integer({ min: 5_000, max: 5_000_000 }),
  }),
  fc.record({ kind: fc.constant('status' as const), status: fc.constantFrom(...LEAD_STATUSES) }),
  fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: 5_000, max: 9e6 }) }),
  fc.record({ kind: fc.constant('partner' as const), partner: fc.integer({ min: -1, max: 1 }) }),
  // Settling with figures, as changeLeadStatus does, and a reversal clearing them (0054).
  fc.record({ kind: fc.constant('settle' as const), amount: fc.integer({ min: 1, max: 9e6 }) }),
  fc.record({ kind: fc.constant('reverse' as const) }),
  fc.record({ kind: fc.constant('touch' as const) }),
  fc.record({ kind: fc.constant('delete' as const) }),
);

describe('dashboard rollups (migrations 0008, 0025)', () => {
  it('always equal the figures aggregated from the leads, whatever changes the leads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        for (const op of operations) {
          // Bulk changes hit a few leads in one statement, as the bulk actions do.
          const some = (await t.db.select({ id: leads.id }).from(leads).limit(3)).map((r) => r.id);
          if (op.kind === 'insert') {
            for (let i = 0; i < op.count; i++)
              await createLead(t.db, {
                market: op.market,
                currency: op.market === 'AU' ? 'AUD' : 'NZD',
                status: op.status,
                source: op.source,
                partnerId: op.partner < 0 ? null : partnerIds[op.partner],
                createdAt: daysAgo(op.age),
                amount: op.amount,
              });
          } else if (some.length > 0) {
            const set =
              op.kind === 'status'
                ? { status: op.status }
                : op.kind === 'amount'
                  ? { amount: op.amount }
                  : op.kind === 'partner'
                    ? { partnerId: op.partner < 0 ? null : partnerIds[op.partner] }
                    : op.kind === 'settle'
                      ? { status: 'settled' as const, settledAmount: op.amount }
                      : op.kind === 'reverse'
                        ? { status: 'approved' as const, settledAmount: null }
                        : { lastActivityAt: new Date() };
            if (op.kind === 'delete') await t.db.delete(leads).where(eq(leads.id, some[0]!));
            else await t.db.update(leads).set(set).where(inArray(leads.id, some));
          }
        }
        expect(await rollups()).toEqual(await expected());
      }),
      { numRuns: 25 },
    );
  });

  it('writes nothing when an update leaves the counted columns alone', async () => {
    const lead = await createLead(t.db, { amount: 12_345 });
    const before = await t.database.rawQuery(`select xmin::text as x from lead_stats order by 1`);
    await t.db.update(leads).set({ lastActivityAt: new Date() }).where(eq(leads.id, lead.id));
    const after = await t.database.rawQuery(`select xmin::text as x from lead_stats order by 1`);
    expect(after).toEqual(before);
  });
});
