import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { callApi } from '../../lib/http/api';

const detailKey = (id: string) => ['lead', id] as const;
const timelineKey = (id: string) => ['lead', id, 'timeline'] as const;

export function useLeadDetail(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    // An unknown lead is the screen's own not-found panel, not the catalogue's popup.
    queryFn: () => callApi(LEAD_DETAIL_ENDPOINTS.read, { params: { id } }, { handled: [404] }),
  });
}

/** The timeline, newest first, a page at a time ("Show older entries"). */
export function useLeadTimeline(id: string) {
  return useInfiniteQuery({
    queryKey: timelineKey(id),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      callApi(LEAD_DETAIL_ENDPOINTS.timeline, {
        params: { id },
        query: pageParam ? { cursor: pageParam } : {},
      }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/**
 * After a change: the lead as the server answered it (new version) goes straight into the
 * cache, and the timeline is read again since the change wrote an event.
 */
export function useLeadChanged(id: string) {
  const client = useQueryClient();
  return async (answer?: TLeadDetailResponse) => {
    if (answer) client.setQueryData(detailKey(id), answer);
    else await client.invalidateQueries({ queryKey: detailKey(id), exact: true });
    await client.invalidateQueries({ queryKey: timelineKey(id) });
  };
}
