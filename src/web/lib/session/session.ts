import { useSyncExternalStore } from 'react';
import type { TSessionUser } from '../../../shared/auth/auth.contract';
import { callApi } from '../http/api';
import { SESSION_ENDPOINTS } from '../../../shared/auth/session.endpoints';

/**
 * Session state (spec §3). The token lives in an HttpOnly cookie that the server sets and clears
 * (decision 0060): no script reads it, so who is signed in is learnt from GET /api/user.
 */
export interface Session {
  user: TSessionUser | null;
}

let session: Session = { user: null };
/** GET /api/user is asked once per page load; then sign-in and sign-out keep the state. */
let userChecked = false;
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
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSession,
    getSession,
  );
}

/** Whether the server has been asked who is signed in since the page loaded. */
export function isUserChecked(): boolean {
  return userChecked;
}

/** A sign-in answered with the user: the server has set the session cookie with it. */
export function setUser(user: TSessionUser | null): void {
  userChecked = true;
  update({ user });
}

/**
 * Loads the signed-in user. A failure signs out locally without a word (spec §8); the server
 * has already cleared a cookie it refused.
 */
export async function fetchUser(): Promise<TSessionUser | null> {
  userChecked = true;
  try {
    const user = await callApi(SESSION_ENDPOINTS.currentUser, {}, { silent: true });
    update({ user });
    return user;
  } catch {
    clearSession();
    return null;
  }
}

export function clearSession(): void {
  update({ user: null });
}

/**
 * Signs out on the server, which revokes the token and clears its cookie; the user is cleared
 * locally in every case, even when the call fails (spec §4).
 */
export async function logout(): Promise<void> {
  try {
    await callApi(SESSION_ENDPOINTS.logout, {}, { silent: true });
  } catch {
    // The server may be gone or the token already dead: the local sign-out still happens.
  } finally {
    clearSession();
  }
}
