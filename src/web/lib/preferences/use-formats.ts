import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLocale } from '../../../shared/i18n/locales';
import { formatMoney } from '../../../shared/leads/money';
import type { Currency } from '../../../shared/markets/markets';
import { formatDate, type DateFormat } from './dates';

/**
 * Money, numbers and dates in the reader's language (spec §9), for screens. The same object
 * while the language stays (a new one each render made every table's memoised columns and
 * rows render again), its number formatter made once.
 */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language) ?? 'en';
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    return {
      locale,
      money: (amount: number, currency: Currency) => formatMoney(amount, currency, locale),
      number: (value: number) => numbers.format(value),
      percent: (value: number) =>
        new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value),
      date: (value: Date | string, shape: DateFormat = 'short') => formatDate(value, shape, locale),
    };
  }, [locale]);
}
