import { formatDate } from '../../lib/preferences/dates';
import type { Locale } from '../../../shared/i18n/locales';

/**
 * A due date as the market's clock shows it (`YYYY-MM-DD`, from the server), in the reader's
 * short date: read as that calendar day wherever the browser is.
 */
export function dueDay(date: string, locale: Locale): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return formatDate(new Date(year, month - 1, day), 'short', locale);
}
