import type { Market } from '../../../shared/markets/markets';
import { MARKET_COOKIE, visitorMarket } from '../../../shared/markets/visitor-market';
import { getCookie, setCookie } from '../../lib/session/cookies';
import { readPageRenderData } from '../../lib/ssr/page-render-data';
import { useServerRender } from '../../lib/ssr/server-render-context';

/** The browser's guess at the visitor's market: their earlier choice, languages and clock. */
export function browserVisitorMarket(): Market {
  return visitorMarket({
    cookie: getCookie(MARKET_COOKIE),
    languages: navigator.languages,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}

/** A market the visitor chose: the server renders their next guest page on it. */
export function rememberVisitorMarket(market: Market): void {
  setCookie(MARKET_COOKIE, market, 365);
}

/**
 * The market the server rendered this page's form on (issue 42), for the hydrating render to
 * start on the same; undefined when the server rendered none.
 */
export function useRenderedMarket(): Market | undefined {
  const server = useServerRender();
  return server ? server.market : readPageRenderData()?.market;
}
