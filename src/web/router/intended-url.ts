import { COOKIE } from '../lib/constants';
import { getCookie, removeCookie, setCookie } from '../lib/session/cookies';

/** Remembers where a signed-out visitor wanted to go (spec §2, guard 1 and 2). */
export function rememberIntendedUrl(url: string): void {
  const { pathname, search, hash } = new URL(url, window.location.origin);
  setCookie(COOKIE.intendedUrl, `${pathname}${search}${hash}`);
}

/** Only paths of this site, so that the cookie cannot send anyone elsewhere. */
export function isSafeIntendedUrl(value: string | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** The remembered path, once: reading it removes it. */
export function takeIntendedUrl(): string | undefined {
  const value = getCookie(COOKIE.intendedUrl);
  removeCookie(COOKIE.intendedUrl);
  return isSafeIntendedUrl(value) ? value : undefined;
}
