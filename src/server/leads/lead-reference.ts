import { sql } from 'drizzle-orm';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import { leadReferenceCounters } from '../db/schema';
import type { Tx } from '../db/transaction';
import { yearIn } from '../lib/zoned-day';

/**
 * The next human reference of a market and year, e.g. AU-2026-000123. The counter row is bumped
 * by one upsert, which locks it until the transaction ends: concurrent applications get distinct
 * numbers, and a rolled-back application leaves no gap.
 */
export async function nextLeadReference(tx: Tx, market: Market, now = new Date()): Promise<string> {
  const year = referenceYear(market, now);
  const [row] = await tx
    .insert(leadReferenceCounters)
    .values({ market, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [leadReferenceCounters.market, leadReferenceCounters.year],
      set: { lastValue: sql`${leadReferenceCounters.lastValue} + 1` },
    })
    .returning({ value: leadReferenceCounters.lastValue });
  if (!row) throw new Error('reference counter upsert returned no row');
  return formatLeadReference(market, year, row.value);
}

/**
 * The year a reference carries: the year on the market's clock. An application sent in Sydney
 * on the morning of 1 January is still 31 December in UTC, but the firm and the applicant
 * count it in the new year.
 */
export function referenceYear(market: Market, instant: Date): number {
  return yearIn(instant, MARKET_INFO[market].timeZone);
}

/** AU-2026-000123: market, year, and the counter's number in six digits. */
export function formatLeadReference(market: Market, year: number, value: number): string {
  return `${market}-${year}-${String(value).padStart(6, '0')}`;
}
