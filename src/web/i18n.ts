import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, type Locale } from '../shared/i18n/locales';
import type { Messages } from '../shared/i18n/messages';
import { COOKIE, LOCALE_COOKIE_DAYS } from './lib/constants';
import { getCookie, removeCookie, setCookie } from './lib/cookies';
import { chooseLocale } from './lib/locale-cookie';

// Each language is its own chunk, loaded from our own files when chosen (never from a server).
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../shared/i18n/messages/en').then((m) => m.en),
  es: () => import('../shared/i18n/messages/es').then((m) => m.es),
  fr: () => import('../shared/i18n/messages/fr').then((m) => m.fr),
  'pt-BR': () => import('../shared/i18n/messages/pt-BR').then((m) => m.ptBR),
  'zh-CN': () => import('../shared/i18n/messages/zh-CN').then((m) => m.zhCN),
};

let defaultLocale: Locale = FALLBACK_LOCALE;

async function ensureLoaded(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loaders[locale]());
  }
}

/** The language to show: the saved cookie when it names one we offer, else the default. */
export function resolveLocale(): Locale {
  const saved = getCookie(COOKIE.locale);
  const choice = chooseLocale(saved, defaultLocale);
  if (choice.removeCookie) removeCookie(COOKIE.locale);
  if (choice.rewriteCookie) setCookie(COOKIE.locale, choice.locale, LOCALE_COOKIE_DAYS);
  return choice.locale;
}

export async function setupI18n(pageDefault: Locale): Promise<typeof i18next> {
  defaultLocale = pageDefault;
  const locale = resolveLocale();
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLoaded(FALLBACK_LOCALE);
  await applyLocale(locale);
  return i18next;
}

/** Loads the messages of a language and shows it (the `locale` middleware, spec §2). */
export async function applyLocale(locale: Locale): Promise<void> {
  await ensureLoaded(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** The language switcher: shows the language and remembers it for 365 days. */
export async function switchLocale(locale: Locale): Promise<void> {
  setCookie(COOKIE.locale, locale, LOCALE_COOKIE_DAYS);
  await applyLocale(locale);
}
