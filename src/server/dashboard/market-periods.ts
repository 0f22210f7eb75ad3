import { mondayOf, shiftDay } from '../../shared/dates/calendar-days';
import { marketDay } from '../../shared/dates/format-date';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import { dayStartIn } from '../lib/zoned-day';

/**
 * The dashboard's periods on a market's clock (decision 0093): this week began on Monday at
 * midnight in Sydney or Auckland, as the leads list filtered from that Monday counts it, not at
 * midnight UTC (which left out a Sydney Monday morning's leads, and counted a Sunday's).
 */
export function marketPeriods(market: Market, now: Date = new Date()) {
  const zone = MARKET_INFO[market].timeZone;
  const today = marketDay(market, now);
  const monday = mondayOf(today);
  return {
    monday,
    weekStart: dayStartIn(monday, zone),
    monthStart: dayStartIn(`${today.slice(0, 7)}-01`, zone),
    /** The Monday of the week a year back: where the conversion figure starts counting. */
    yearAgoMonday: mondayOf(shiftDay(today, { months: -12 })),
  };
}
