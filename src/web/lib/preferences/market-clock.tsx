import { createContext, useContext, type ReactNode } from 'react';
import { HOME_MARKET } from '../../../shared/dates/market-day';
import type { Market } from '../../../shared/markets/markets';
import { useSession } from '../session/session';

const MarketClockContext = createContext<Market | null>(null);

/**
 * The market whose clock the dates inside are read on (decision 0093): a lead's screen and a
 * guest's page name their lead's market, so the server's render and the browser's say the
 * same day.
 */
export function MarketClock({ market, children }: { market: Market; children: ReactNode }) {
  return <MarketClockContext value={market}>{children}</MarketClockContext>;
}

/**
 * The clock of the nearest MarketClock; else a partner's own market; else Sydney's, the firm's
 * home clock, for an admin's screens that span both markets.
 */
export function useMarketClock(): Market {
  const market = useContext(MarketClockContext);
  const { user } = useSession();
  return market ?? user?.partner?.market ?? HOME_MARKET;
}
