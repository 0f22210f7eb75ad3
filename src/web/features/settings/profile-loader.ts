import type { TSessionUser } from '../../../shared/auth/auth.contract';
import { http } from '../../lib/http';
import { setUser } from '../../lib/session';

/** The profile screen starts from a fresh copy; a failure shows the error layout (spec §2). */
export async function profileLoader(): Promise<TSessionUser> {
  const user = await http<TSessionUser>('GET', '/api/user');
  setUser(user);
  return user;
}
