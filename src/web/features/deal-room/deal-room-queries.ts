import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GUEST_LINK_ENDPOINTS } from '../../../shared/deal-room/guest-links.endpoints';
import { callApi } from '../../lib/http/api';

/** Every deal-room query of a lead sits under this key, so one change can refresh them all. */
export const dealRoomKey = (leadId: string, part?: string) =>
  part ? (['lead', leadId, 'deal-room', part] as const) : (['lead', leadId, 'deal-room'] as const);

export function useGuestLinks(leadId: string) {
  return useQuery({
    queryKey: dealRoomKey(leadId, 'links'),
    queryFn: () => callApi(GUEST_LINK_ENDPOINTS.list, { params: { id: leadId } }),
  });
}

/**
 * After a deal-room change: its parts, and the lead itself (a sent link may move its status)
 * with its timeline, are read again.
 */
export function useDealRoomChanged(leadId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['lead', leadId] });
}
