import { MARKET_INFO, type Market } from '../markets/markets';

// 'en-CA' writes a date as YYYY-MM-DD, the form a settlement day is stored and sent in.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Today on the market's clock (Sydney, Auckland), as YYYY-MM-DD: a settlement day may not be
 * after it. The server and the settle dialog use the same rule, so the dialog never offers a
 * day the server refuses.
 */
export function marketToday(market: Market, now: Date = new Date()): string {
  const { timeZone } = MARKET_INFO[market];
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** A settlement day after today in the market is refused (both are YYYY-MM-DD). */
export function isFutureDay(day: string, market: Market, now?: Date): boolean {
  return day > marketToday(market, now);
}
