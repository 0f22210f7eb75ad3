import { useSyncExternalStore } from 'react';

/** true, false, or null: follow the system colour scheme (spec §4). */
export type DarkMode = boolean | null;

const STORAGE_KEY = 'darkMode';
const DARK_CLASS = 'mode-dark';
const listeners = new Set<() => void>();

function systemQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : undefined;
}

export function parseDarkMode(saved: string | null): DarkMode {
  return saved === 'true' ? true : saved === 'false' ? false : null;
}

export function isDark(mode: DarkMode, systemPrefersDark: boolean): boolean {
  return mode ?? systemPrefersDark;
}

/** The server cannot know the saved choice (decision 0073): its page, and hydration, follow the system. */
const followSystem = (): DarkMode => null;

function getDarkMode(): DarkMode {
  return parseDarkMode(localStorage.getItem(STORAGE_KEY));
}

function apply() {
  const dark = isDark(getDarkMode(), systemQuery()?.matches ?? false);
  document.documentElement.classList.toggle(DARK_CLASS, dark);
  for (const listener of listeners) listener();
}

/** Remembers the choice in this browser and applies it at once. */
export function setDarkMode(mode: DarkMode): void {
  if (mode === null) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, String(mode));
  apply();
}

/** Applies the saved choice and follows the system while the choice is unset. */
export function startDarkMode(): void {
  apply();
  systemQuery()?.addEventListener('change', apply);
}

export function useDarkMode(): DarkMode {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getDarkMode,
    followSystem,
  );
}
