import { useQuery } from '@tanstack/react-query';
import type { TJoinOptionsResponse } from '../../../shared/partners/join.contract';
import { http } from '../../lib/http';

/** GET /api/join/options; never refetched on its own, its form token starts the fill clock. */
export function useJoinOptions() {
  return useQuery({
    queryKey: ['join-options'],
    queryFn: () => http<TJoinOptionsResponse>('GET', '/api/join/options'),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
