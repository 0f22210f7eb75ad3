/** Dark mode on, off, or null: follow the system's colour scheme (spec §4). */
export type DarkMode = boolean | null;

/**
 * The visitor's choice travels in a cookie (decision 0082) so that the server paints the page in
 * it: the CSP allows no inline script to set the class before the first paint.
 */
export const DARK_MODE_COOKIE = 'dark_mode';
export const DARK_MODE_COOKIE_DAYS = 365;

export const DARK_CLASS = 'mode-dark';
export const LIGHT_CLASS = 'mode-light';

/** The saved choice; anything else (no cookie, a value we never write) follows the system. */
export function parseDarkModeCookie(value: string | undefined): DarkMode {
  return value === 'dark' ? true : value === 'light' ? false : null;
}

export function darkModeCookieValue(dark: boolean): 'dark' | 'light' {
  return dark ? 'dark' : 'light';
}

/**
 * The root element's class the server writes for a choice. None while following the system:
 * the stylesheet's `prefers-color-scheme` rule paints that mode, with no script.
 */
export function darkModeClass(mode: DarkMode): string | undefined {
  return mode === null ? undefined : mode ? DARK_CLASS : LIGHT_CLASS;
}
