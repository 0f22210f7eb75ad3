import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDay, type DateFormat } from '../../../shared/dates/format-date';
import { normalizeLocale } from '../../../shared/i18n/locales';
import { formatMoney } from '../../../shared/leads/money';
import type { Currency, Market } from '../../../shared/markets/markets';
import { useMarketClock } from './market-clock';

/**
 * Money, numbers and dates in the reader's language (spec §9), for screens. The same object
 * while the language and the market clock stay (a new one each render made every table's
 * memoised columns and rows render again), its number formatter made once. An instant is read
 * on the nearest market clock unless a row names its own market; a calendar day as it is.
 */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language) ?? 'en';
  const clock = useMarketClock();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    return {
      locale,
      money: (amount: number, currency: Currency) => formatMoney(amount, currency, locale),
      number: (value: number) => numbers.format(value),
      percent: (value: number) =>
        new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value),
      date: (value: Date | string, shape: DateFormat = 'short', market: Market = clock) =>
        formatDate(value, shape, locale, market),
      day: (day: string, shape: DateFormat = 'short') => formatDay(day, shape, locale),
    };
  }, [locale, clock]);
}
