import { format, type Locale as DateLocale } from 'date-fns';
import { enUS, es, fr, ptBR, zhCN } from 'date-fns/locale';
import type { Locale } from '../../shared/i18n/locales';

const DATE_LOCALES: Record<Locale, DateLocale> = { en: enUS, es, fr, 'pt-BR': ptBR, 'zh-CN': zhCN };

/** The date shapes of spec §9; month and day names follow the reader's language. */
const DATE_FORMATS = {
  short: 'MMM dd, yyyy', // 'Jan 01, 2024'
  long: 'PPPP', // 'Monday, January 1st, 2024'
  iso: 'yyyy-MM-dd',
  time12: 'h:mm a',
  time24: 'HH:mm',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

export function formatDate(
  value: Date | string | number,
  shape: DateFormat,
  locale: Locale = 'en',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // ISO dates are for machines and forms: never translated.
  if (shape === 'iso') return format(date, DATE_FORMATS.iso);
  return format(date, DATE_FORMATS[shape], { locale: DATE_LOCALES[locale] });
}
