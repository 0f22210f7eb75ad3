import type { Currency } from '../markets/markets';

/** Whole dollars in the reader's language: "A$50,000" (en), "50 000 $AU" (fr). */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}
