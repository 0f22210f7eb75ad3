import { format, type Locale as DateLocale } from 'date-fns';
import { enUS, es, fr, ptBR, zhCN } from 'date-fns/locale';
import { tz } from '@date-fns/tz';
import type { Locale } from '../i18n/locales';
import { MARKET_INFO, type Market } from '../markets/markets';

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, es, fr, 'pt-BR': ptBR, 'zh-CN': zhCN };

/**
 * The short date of spec §9 ('Jan 01, 2024') in English; other languages keep their own order,
 * since 'janv. 01, 2024' reads as a mistake to a French reader. date-fns' own medium date does
 * not serve: for zh-CN it is '2024-01-01', not the '2024年1月1日' a Chinese reader expects.
 */
const SHORT_DATES: Record<Locale, string> = {
  en: 'MMM dd, yyyy', // Jan 01, 2024
  es: 'd MMM yyyy', // 1 ene 2024
  fr: 'd MMM yyyy', // 1 janv. 2024
  'pt-BR': 'd MMM yyyy', // 1 jan 2024
  'zh-CN': 'yyyy年M月d日', // 2024年1月1日
};

/** The date shapes of spec §9; month and day names follow the reader's language. */
const DATE_FORMATS = {
  long: 'PPPP', // 'Monday, January 1st, 2024'
  iso: 'yyyy-MM-dd',
  time12: 'h:mm a',
  time24: 'HH:mm',
} as const;
export type DateFormat = 'short' | keyof typeof DATE_FORMATS;

// Kept apart so the guest pages' first scripts need not date-fns (see market-day.ts).
export { HOME_MARKET, marketDay } from './market-day';

/** The clock a date is read on: a market's (Sydney, Auckland), or UTC for a bare calendar day. */
export type DateClock = Market | 'UTC';

const zoneOf = (clock: DateClock) => (clock === 'UTC' ? 'UTC' : MARKET_INFO[clock].timeZone);

/**
 * An instant as a person reads it on a market's clock (decision 0093). The zone is always
 * named, never the process's or the browser's: a page rendered on a UTC server and redrawn in
 * a browser in Sydney must say the same day, or React throws the hydration mismatch (#418).
 */
export function formatDate(
  value: Date | string | number,
  shape: DateFormat,
  locale: Locale,
  clock: DateClock,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = tz(zoneOf(clock));
  // ISO dates are for machines and forms: never translated.
  if (shape === 'iso') return format(date, DATE_FORMATS.iso, { in: zone });
  const pattern = shape === 'short' ? SHORT_DATES[locale] : DATE_FORMATS[shape];
  return format(date, pattern, { locale: DATE_LOCALES[locale], in: zone });
}

/**
 * A calendar day the server sent as YYYY-MM-DD (a settlement day, a term sheet's last day, a
 * task's due day): already on the market's clock, so it is shown as that day wherever the
 * reader is, never shifted by a zone.
 */
export function formatDay(day: string, shape: DateFormat, locale: Locale): string {
  return formatDate(`${day.slice(0, 10)}T12:00:00Z`, shape, locale, 'UTC');
}
