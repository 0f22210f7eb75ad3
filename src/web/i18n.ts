import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, normalizeLocale, type Locale } from '../shared/i18n/locales';
import type { Messages } from '../shared/i18n/messages';
import { getCookie } from './lib/cookies';

// Each language is its own chunk, loaded from our own files when chosen (never from a server).
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../shared/i18n/messages/en').then((m) => m.en),
  es: () => import('../shared/i18n/messages/es').then((m) => m.es),
  fr: () => import('../shared/i18n/messages/fr').then((m) => m.fr),
  'pt-BR': () => import('../shared/i18n/messages/pt-BR').then((m) => m.ptBR),
  'zh-CN': () => import('../shared/i18n/messages/zh-CN').then((m) => m.zhCN),
};

export async function setupI18n(defaultLocale: Locale): Promise<typeof i18next> {
  const locale = normalizeLocale(getCookie('locale')) ?? defaultLocale;
  const resources: Record<string, { translation: Messages }> = {
    [locale]: { translation: await loaders[locale]() },
  };
  if (locale !== FALLBACK_LOCALE) resources[FALLBACK_LOCALE] = { translation: await loaders.en() };
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    resources,
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = locale;
  return i18next;
}
