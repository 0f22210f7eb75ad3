import { marketDay } from '../dates/format-date';
import type { Market } from '../markets/markets';

/**
 * Today on the market's clock (Sydney, Auckland), as YYYY-MM-DD: a settlement day may not be
 * after it. The server and the settle dialog use the same rule, so the dialog never offers a
 * day the server refuses.
 */
export function marketToday(market: Market, now: Date = new Date()): string {
  return marketDay(market, now);
}

/** A settlement day after today in the market is refused (both are YYYY-MM-DD). */
export function isFutureDay(day: string, market: Market, now?: Date): boolean {
  return day > marketToday(market, now);
}
