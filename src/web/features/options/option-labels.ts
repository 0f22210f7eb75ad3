import { normalizeLocale } from '../../../shared/i18n/locales';

/** An entry's label in the reader's language, else in English, else its stored value. */
export function labelIn(language: string, labels: Record<string, string>, value: string): string {
  const locale = normalizeLocale(language) ?? 'en';
  return labels[locale] || labels.en || value;
}
