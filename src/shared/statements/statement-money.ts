import type { Currency } from '../markets/markets';

const formatters = new Map<string, Intl.NumberFormat>();

/** Cents as money in the reader's language, always with its cents (a statement is exact). */
export function formatCents(cents: number, currency: Currency, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
