import type { Market } from '../../../shared/markets/markets';

// New Zealand's zones: the main islands and the Chatham Islands.
const NZ_TIME_ZONES = ['Pacific/Auckland', 'Pacific/Chatham'];

/**
 * The market a visitor most likely applies in (issue 30): New Zealand when the browser's
 * languages name the NZ region (en-NZ, mi-NZ) or Māori, or its clock runs on New Zealand time;
 * Australia otherwise. Only the starting choice: the visitor can still switch.
 */
export function visitorMarket(
  languages: readonly string[] = navigator.languages,
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): Market {
  const nzLanguage = languages.some((tag) => /-nz$/i.test(tag) || /^mi(-|$)/i.test(tag));
  return nzLanguage || NZ_TIME_ZONES.includes(timeZone) ? 'NZ' : 'AU';
}
