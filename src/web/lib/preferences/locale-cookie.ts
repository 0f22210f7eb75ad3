import { SUPPORTED_LOCALES, normalizeLocale, type Locale } from '../../../shared/i18n/locales';

export interface LocaleChoice {
  locale: Locale;
  /** The saved cookie named nothing we offer: remove it. */
  removeCookie: boolean;
  /** The saved cookie named a language we offer in another spelling ('pt_br'): rewrite it. */
  rewriteCookie: boolean;
}

/** Picks the language from the saved `locale` cookie, else the page's default (spec §5). */
export function chooseLocale(saved: string | undefined, defaultLocale: string): LocaleChoice {
  const fallback = normalizeLocale(defaultLocale) ?? 'en';
  if (saved === undefined || saved === '') {
    return { locale: fallback, removeCookie: false, rewriteCookie: false };
  }
  const locale = normalizeLocale(saved);
  if (!locale) return { locale: fallback, removeCookie: true, rewriteCookie: false };
  return {
    locale,
    removeCookie: false,
    rewriteCookie: !(SUPPORTED_LOCALES as readonly string[]).includes(saved),
  };
}
