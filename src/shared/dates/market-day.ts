import { MARKET_INFO, type Market } from '../markets/markets';

/**
 * The firm's home clock, for what belongs to neither market alone: an admin's screens and the
 * files that span both markets are dated in Sydney.
 */
export const HOME_MARKET: Market = 'AU';

/**
 * The calendar day (YYYY-MM-DD) on a market's clock at an instant: 'today' there by default.
 * Apart from format-date.ts and on Intl alone, so the guest pages' shell (the footer's year)
 * does not pull date-fns and its five locales into the first scripts (the page-weight budget).
 */
export function marketDay(market: Market, instant: Date = new Date()): string {
  // en-CA writes the ISO order, YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_INFO[market].timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
