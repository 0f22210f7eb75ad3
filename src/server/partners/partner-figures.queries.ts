import { eq, inArray, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../shared/leads/pipeline';
import { MARKETS, currencyOf } from '../../shared/markets/markets';
import type { z } from 'zod';
import type { ZPartnerFiguresSchema } from '../../shared/partners/partners-admin.contract';
import { leads } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

type Figures = z.infer<typeof ZPartnerFiguresSchema>;

/**
 * A partner's leads per market and currency (issue 16): AUD and NZD are never added together,
 * so each row is one market in its own currency. Every market appears, with zeros if need be.
 */
export async function partnerFigures(db: DbOrTx, partnerId: string): Promise<Figures[]> {
  const rows = await db
    .select({
      market: leads.market,
      currency: leads.currency,
      leads: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${inArray(leads.status, OPEN_STATUSES)})::int`,
      settled: sql<number>`count(*) filter (where ${eq(leads.status, 'settled')})::int`,
      settledAmount: sql<number>`coalesce(sum(${leads.amount}) filter (where ${eq(leads.status, 'settled')}), 0)::bigint`,
    })
    .from(leads)
    .where(eq(leads.partnerId, partnerId))
    .groupBy(leads.market, leads.currency);
  return MARKETS.map((market) => {
    const currency = currencyOf(market);
    const row = rows.find(
      (candidate) => candidate.market === market && candidate.currency === currency,
    );
    const count = row?.leads ?? 0;
    const settled = row?.settled ?? 0;
    return {
      market,
      currency,
      leads: count,
      open_leads: row?.open ?? 0,
      settled_count: settled,
      settled_amount: Number(row?.settledAmount ?? 0),
      conversion: count === 0 ? 0 : settled / count,
    };
  });
}
