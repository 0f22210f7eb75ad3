import { sql } from 'drizzle-orm';
import type { Market } from '../../shared/markets/markets';
import { leadReferenceCounters } from '../db/schema';
import type { Tx } from '../db/transaction';
import { formatLeadReference, referenceYear } from '../leads/lead-reference';

/**
 * `count` consecutive references of a market in one upsert (an import's chunk): the counter is
 * bumped once and held until the batch commits, as nextLeadReference holds it for one lead.
 */
export async function nextLeadReferences(
  tx: Tx,
  market: Market,
  count: number,
  now = new Date(),
): Promise<string[]> {
  const year = referenceYear(market, now);
  const [row] = await tx
    .insert(leadReferenceCounters)
    .values({ market, year, lastValue: count })
    .onConflictDoUpdate({
      target: [leadReferenceCounters.market, leadReferenceCounters.year],
      set: { lastValue: sql`${leadReferenceCounters.lastValue} + ${count}` },
    })
    .returning({ value: leadReferenceCounters.lastValue });
  if (!row) throw new Error('reference counter upsert returned no row');
  const first = row.value - count + 1;
  return Array.from({ length: count }, (_, index) =>
    formatLeadReference(market, year, first + index),
  );
}
