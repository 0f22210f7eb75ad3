import { isMarket, type Market } from './markets';

/** The market a visitor chose on a guest form, remembered so the next page starts on it. */
export const MARKET_COOKIE = 'market';

// New Zealand's zones: the main islands and the Chatham Islands.
const NZ_TIME_ZONES = ['Pacific/Auckland', 'Pacific/Chatham'];

/**
 * The market a visitor most likely applies in (issues 30 and 42): the one they chose before
 * (the market cookie); else New Zealand when their languages name the NZ region (en-NZ, mi-NZ)
 * or Māori, or their clock runs on New Zealand time; Australia otherwise. Only the starting
 * choice: the visitor can still switch. The server asks it with the request's Accept-Language
 * and no clock, the browser with its own languages and clock, so both start a page alike.
 */
export function visitorMarket(signals: {
  cookie?: string | undefined;
  languages: readonly string[];
  timeZone?: string | undefined;
}): Market {
  if (isMarket(signals.cookie)) return signals.cookie;
  const nzLanguage = signals.languages.some((tag) => /-nz$/i.test(tag) || /^mi(-|$)/i.test(tag));
  const nzClock = signals.timeZone !== undefined && NZ_TIME_ZONES.includes(signals.timeZone);
  return nzLanguage || nzClock ? 'NZ' : 'AU';
}

/** The language tags of an Accept-Language header, weights aside (`en-NZ,en;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part) => part.trim().split(';')[0]!.trim())
    .filter(Boolean);
}
