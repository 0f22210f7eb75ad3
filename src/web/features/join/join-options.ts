import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { JOIN_ENDPOINTS } from '../../../shared/partners/join.endpoints';

/** The /join options; never refetched on its own, its form token starts the fill clock. */
export function useJoinOptions() {
  return useQuery({
    queryKey: ['join-options'],
    queryFn: () => callApi(JOIN_ENDPOINTS.options, {}),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
