import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_ENDPOINTS } from '../../../shared/auth/two-factor.endpoints';
import { callApi } from '../../lib/http/api';
import { fetchUser, getSession } from '../../lib/session/session';

const STATUS_KEY = ['two-factor-status'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => callApi(TWO_FACTOR_ENDPOINTS.status, {}),
  });
}

/**
 * After a change: the section reads the state again, and the session learns whether the admins'
 * requirement is now met (the back office opens then).
 */
export function useTwoFactorChanged() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: STATUS_KEY });
    if (getSession().user) await fetchUser();
  };
}
