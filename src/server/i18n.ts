import i18next, { type TFunction } from 'i18next';
import type { FastifyRequest } from 'fastify';
import {
  FALLBACK_LOCALE,
  SUPPORTED_LOCALES,
  localeFromAcceptLanguage,
  type Locale,
} from '../shared/i18n/locales';
import { messages } from '../shared/i18n/messages';

// One i18next instance for the server, fed from the same message files as the browser.
const instance = i18next.createInstance();
await instance.init({
  resources: Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, { translation: messages[locale] }]),
  ),
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translator(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}

/** The caller's language: Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']) ?? FALLBACK_LOCALE;
}

export function requestTranslator(request: FastifyRequest): TFunction {
  return translator(requestLocale(request));
}
