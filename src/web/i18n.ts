import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, type Locale } from '../shared/i18n/locales';
import type { Messages } from '../shared/i18n/messages';
import { PAGE_MESSAGES_ELEMENT_ID } from '../shared/i18n/page-messages';
import { COOKIE, LOCALE_COOKIE_DAYS } from './lib/constants';
import { getCookie, removeCookie, setCookie } from './lib/session/cookies';
import { chooseLocale } from './lib/preferences/locale-cookie';
import { isServer } from './lib/ssr/is-server';

// Each language is its own chunk, loaded from our own files when chosen (never from a server),
// in two parts: what the shell and the guest pages say, and the back office's messages, which a
// guest never downloads. E-mail texts stay on the server.
type Bundle = 'guest' | 'back-office' | 'deal-room';
type Loader = () => Promise<Partial<Messages>>;
const loaders: Record<Bundle, Record<Locale, Loader>> = {
  guest: {
    en: () => import('../shared/i18n/messages/en/guest').then((m) => m.guest),
    es: () => import('../shared/i18n/messages/es/guest').then((m) => m.guest),
    fr: () => import('../shared/i18n/messages/fr/guest').then((m) => m.guest),
    'pt-BR': () => import('../shared/i18n/messages/pt-BR/guest').then((m) => m.guest),
    'zh-CN': () => import('../shared/i18n/messages/zh-CN/guest').then((m) => m.guest),
  },
  'back-office': {
    en: () => import('../shared/i18n/messages/en/back-office').then((m) => m.backOffice),
    es: () => import('../shared/i18n/messages/es/back-office').then((m) => m.backOffice),
    fr: () => import('../shared/i18n/messages/fr/back-office').then((m) => m.backOffice),
    'pt-BR': () => import('../shared/i18n/messages/pt-BR/back-office').then((m) => m.backOffice),
    'zh-CN': () => import('../shared/i18n/messages/zh-CN/back-office').then((m) => m.backOffice),
  },
  'deal-room': {
    en: () => import('../shared/i18n/messages/en/deal-room').then((m) => m.dealRoomMessages),
    es: () => import('../shared/i18n/messages/es/deal-room').then((m) => m.dealRoomMessages),
    fr: () => import('../shared/i18n/messages/fr/deal-room').then((m) => m.dealRoomMessages),
    'pt-BR': () =>
      import('../shared/i18n/messages/pt-BR/deal-room').then((m) => m.dealRoomMessages),
    'zh-CN': () =>
      import('../shared/i18n/messages/zh-CN/deal-room').then((m) => m.dealRoomMessages),
  },
};

let defaultLocale: Locale = FALLBACK_LOCALE;
const wantedBundles = new Set<Bundle>(['guest']);
const loading = new Map<string, Promise<void>>();
// Settled once i18next is set up with the first language (setupI18n); the locale middleware
// waits for it, so the router may start its first navigation while the messages still load.
let setupDone: Promise<unknown> = Promise.resolve();

let pageMessages: Partial<Record<Locale, Partial<Messages>>> | undefined;

/**
 * The guest messages the server put in the page (decision 0064): the visitor's language and the
 * fallback, read once. A language the page does not carry (the visitor switched, or the page
 * came from the Vite dev server) is fetched as a script.
 */
function guestMessagesInPage(locale: Locale): Partial<Messages> | undefined {
  if (!pageMessages) {
    const text = document.getElementById(PAGE_MESSAGES_ELEMENT_ID)?.textContent;
    try {
      pageMessages = text ? (JSON.parse(text) as typeof pageMessages) : {};
    } catch {
      pageMessages = {};
    }
  }
  return pageMessages?.[locale];
}

/** The wanted bundles of a language, each fetched once, side by side. */
async function ensureLoaded(locale: Locale): Promise<void> {
  await Promise.all(
    [...wantedBundles].map((bundle) => {
      const id = `${locale}/${bundle}`;
      let load = loading.get(id);
      if (!load) {
        const inPage = bundle === 'guest' ? guestMessagesInPage(locale) : undefined;
        load = (inPage ? Promise.resolve(inPage) : loaders[bundle][locale]()).then((messages) => {
          i18next.addResourceBundle(locale, 'translation', messages, true, true);
        });
        // A failed fetch is tried again next time rather than remembered.
        load.catch(() => loading.delete(id));
        loading.set(id, load);
      }
      return load;
    }),
  );
}

/** A bundle's messages, in the fallback and the current language, from now on. */
async function loadBundle(bundle: Bundle): Promise<void> {
  // A server render's own i18next instance carries every bundle a guest page uses (0073).
  if (isServer) return;
  wantedBundles.add(bundle);
  await setupDone;
  await Promise.all([ensureLoaded(FALLBACK_LOCALE), ensureLoaded(resolveLocale())]);
}

export const loadBackOfficeMessages = () => loadBundle('back-office');

/** The deal room's messages: its guest pages and the lead screen's deal-room panel. */
export const loadDealRoomMessages = () => loadBundle('deal-room');

/** The language to show: the saved cookie when it names one we offer, else the default. */
export function resolveLocale(): Locale {
  const saved = getCookie(COOKIE.locale);
  const choice = chooseLocale(saved, defaultLocale);
  if (choice.removeCookie) removeCookie(COOKIE.locale);
  if (choice.rewriteCookie) setCookie(COOKIE.locale, choice.locale, LOCALE_COOKIE_DAYS);
  return choice.locale;
}

/** Sets i18next up with the page's language, its messages and the fallback's, fetched together. */
export function setupI18n(pageDefault: Locale): Promise<typeof i18next> {
  defaultLocale = pageDefault;
  const locale = resolveLocale();
  const setup = (async () => {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    await Promise.all([ensureLoaded(FALLBACK_LOCALE), showLocale(locale)]);
    return i18next;
  })();
  setupDone = setup.catch(() => undefined);
  return setup;
}

async function showLocale(locale: Locale): Promise<void> {
  await ensureLoaded(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** Loads the messages of a language and shows it (the `locale` middleware, spec §2). */
export async function applyLocale(locale: Locale): Promise<void> {
  await setupDone;
  await showLocale(locale);
}

/** The language switcher: shows the language and remembers it for 365 days. */
export async function switchLocale(locale: Locale): Promise<void> {
  setCookie(COOKIE.locale, locale, LOCALE_COOKIE_DAYS);
  await applyLocale(locale);
}
