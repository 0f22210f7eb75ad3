import { useNavigate } from 'react-router';
import type { TSessionUser } from '../../../shared/auth/auth.contract';
import { setUser } from '../../lib/session/session';
import { takeIntendedUrl } from '../../router/intended-url';
import { pathTo } from '../../router/route-names';

/**
 * Where every sign-in lands (password, second factor, OAuth): a forced password change first,
 * the remembered address waiting until it is done; else the remembered address or the
 * dashboard (issue 30), never a near-empty "signed in" page.
 */
export function useSignedIn() {
  const navigate = useNavigate();
  return async (user: TSessionUser) => {
    setUser(user);
    if (user.password_change_required) {
      await navigate(pathTo('settings.password'), { replace: true });
      return;
    }
    await navigate(takeIntendedUrl() ?? pathTo('dashboard'), { replace: true });
  };
}
