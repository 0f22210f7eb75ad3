import { useSyncExternalStore } from 'react';
import {
  DARK_CLASS,
  DARK_MODE_COOKIE,
  DARK_MODE_COOKIE_DAYS,
  LIGHT_CLASS,
  darkModeCookieValue,
  parseDarkModeCookie,
  type DarkMode,
} from '../../../shared/theme/dark-mode-cookie';
import { getCookie, removeCookie, setCookie } from '../session/cookies';
import { isServer } from '../ssr/is-server';
import { useServerRender } from '../ssr/server-render-context';

export type { DarkMode };

/** Where the choice was kept before it moved to the cookie (decision 0082). */
const LEGACY_STORAGE_KEY = 'darkMode';
const listeners = new Set<() => void>();

function systemQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;
}

/** A choice as the browser's storage kept it before decision 0082. */
export function parseDarkMode(saved: string | null): DarkMode {
  return saved === 'true' ? true : saved === 'false' ? false : null;
}

export function isDark(mode: DarkMode, systemPrefersDark: boolean): boolean {
  return mode ?? systemPrefersDark;
}

function getDarkMode(): DarkMode {
  return parseDarkModeCookie(getCookie(DARK_MODE_COOKIE));
}

// The choice the server painted the page in, read before anything rewrites the cookie: the
// hydrating render must show what the server rendered (a moved choice shows once hydrated).
const renderedDarkMode: DarkMode = isServer ? null : getDarkMode();

function save(mode: DarkMode) {
  if (mode === null) removeCookie(DARK_MODE_COOKIE);
  else setCookie(DARK_MODE_COOKIE, darkModeCookieValue(mode), DARK_MODE_COOKIE_DAYS);
}

/**
 * A choice made before decision 0082 lives only in this browser's storage: it moves to the
 * cookie, so the server paints the next page in it. A cookie already set is the newer choice.
 */
function moveStoredChoice() {
  const stored = parseDarkMode(localStorage.getItem(LEGACY_STORAGE_KEY));
  if (stored !== null && getCookie(DARK_MODE_COOKIE) === undefined) save(stored);
  localStorage.removeItem(LEGACY_STORAGE_KEY);
}

/**
 * Both classes, always, once the script runs: the stylesheet's system rule then steps aside, and
 * code drawing in colours (charts) reads `mode-dark` whichever way the mode was chosen.
 */
function apply() {
  const dark = isDark(getDarkMode(), systemQuery()?.matches ?? false);
  document.documentElement.classList.toggle(DARK_CLASS, dark);
  document.documentElement.classList.toggle(LIGHT_CLASS, !dark);
  for (const listener of listeners) listener();
}

/** Remembers the choice in this browser and applies it at once. */
export function setDarkMode(mode: DarkMode): void {
  save(mode);
  apply();
}

/** Applies the saved choice and follows the system while the choice is unset. */
export function startDarkMode(): void {
  moveStoredChoice();
  apply();
  systemQuery()?.addEventListener('change', apply);
}

export function useDarkMode(): DarkMode {
  // On the server, the choice of the request's cookie (the page's class says the same).
  const server = useServerRender();
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getDarkMode,
    () => (server ? server.darkMode : renderedDarkMode),
  );
}
