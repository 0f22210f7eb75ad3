import type { TSessionUser } from '../../../shared/auth/auth.contract';
import { callApi } from '../../lib/http/api';
import { SESSION_ENDPOINTS } from '../../../shared/auth/session.endpoints';
import { setUser } from '../../lib/session/session';

/** The profile screen starts from a fresh copy; a failure shows the error layout (spec §2). */
export async function profileLoader(): Promise<TSessionUser> {
  const user = await callApi(SESSION_ENDPOINTS.currentUser, {});
  setUser(user);
  return user;
}
