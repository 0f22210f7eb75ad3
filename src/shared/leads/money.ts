import type { Currency } from '../markets/markets';

// One formatter per language and currency: making one costs far more than using it, and a
// form or a list formats many amounts on every render.
const formatters = new Map<string, Intl.NumberFormat>();

/** Whole dollars in the reader's language: "A$50,000" (en), "50 000 $AU" (fr). */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
