import { formatDay } from '../../../shared/dates/format-date';
import type { Locale } from '../../../shared/i18n/locales';

/**
 * A due date as the market's clock shows it (`YYYY-MM-DD`, from the server), in the reader's
 * short date: read as that calendar day wherever the browser is.
 */
export function dueDay(date: string, locale: Locale): string {
  return formatDay(date, 'short', locale);
}
