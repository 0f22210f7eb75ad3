import { format, type Locale as DateLocale } from 'date-fns';
import { enUS, es, fr, ptBR, zhCN } from 'date-fns/locale';
import type { Locale } from '../../../shared/i18n/locales';

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

export function formatDate(
  value: Date | string | number,
  shape: DateFormat,
  locale: Locale = 'en',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // ISO dates are for machines and forms: never translated.
  if (shape === 'iso') return format(date, DATE_FORMATS.iso);
  const pattern = shape === 'short' ? SHORT_DATES[locale] : DATE_FORMATS[shape];
  return format(date, pattern, { locale: DATE_LOCALES[locale] });
}
