import { useSyncExternalStore } from 'react';
import type { TSessionUser } from '../../shared/auth/auth.contract';
import { COOKIE, REMEMBER_TOKEN_DAYS } from './constants';
import { getCookie, removeCookie, setCookie } from './cookies';
import { callApi } from './api';
import { AUTH_ENDPOINTS } from '../../shared/auth/auth.endpoints';

/** Session state (spec §3): the user and the token; the token cookie is the source of truth. */
export interface Session {
  user: TSessionUser | null;
  token: string | null;
}

let session: Session = { user: null, token: getCookie(COOKIE.token) ?? null };
const listeners = new Set<() => void>();

function update(next: Partial<Session>) {
  session = { ...session, ...next };
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return session;
}

export function isSignedIn(): boolean {
  return session.user !== null;
}

export function useSession(): Session {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getSession);
}

/** Kept 365 days with "remember me", else until the browser closes (spec §4). */
export function saveToken(token: string, remember: boolean): void {
  setCookie(COOKIE.token, token, remember ? REMEMBER_TOKEN_DAYS : undefined);
  update({ token });
}

export function setUser(user: TSessionUser | null): void {
  update({ user });
}

/** Loads the signed-in user; a failure clears the token without a word (spec §8). */
export async function fetchUser(): Promise<TSessionUser | null> {
  try {
    const user = await callApi(AUTH_ENDPOINTS.currentUser, {}, { silent: true });
    update({ user });
    return user;
  } catch {
    clearSession();
    return null;
  }
}

export function clearSession(): void {
  removeCookie(COOKIE.token);
  update({ user: null, token: null });
}

/** Signs out on the server when it can; user and token are cleared locally in every case. */
export async function logout(): Promise<void> {
  try {
    if (getCookie(COOKIE.token)) await callApi(AUTH_ENDPOINTS.logout, {}, { silent: true });
  } catch {
    // The server may be gone or the token already dead: the local sign-out still happens.
  } finally {
    clearSession();
  }
}
