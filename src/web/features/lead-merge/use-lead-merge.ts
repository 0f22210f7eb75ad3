import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMergeLeadsRequest } from '../../../shared/lead-merge/lead-merge.contract';
import { LEAD_MERGE_ENDPOINTS } from '../../../shared/lead-merge/lead-merge.endpoints';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import { LEAD_LIST_ENDPOINTS } from '../../../shared/leads/lead-list.endpoints';
import type { Market } from '../../../shared/markets/markets';
import { callApi } from '../../lib/http/api';

/** The lead of this market whose reference is exactly `reference`, with its details; or null. */
export async function findLeadByReference(market: Market, reference: string) {
  const wanted = reference.trim().toUpperCase();
  const list = await callApi(LEAD_LIST_ENDPOINTS.admin, { query: { market, q: wanted } });
  const match = list.data.find((item) => item.reference.toUpperCase() === wanted);
  return match ? callApi(LEAD_DETAIL_ENDPOINTS.read, { params: { id: match.id } }) : null;
}

export function useMergeLeads(survivorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMergeLeadsRequest) =>
      callApi(
        LEAD_MERGE_ENDPOINTS.merge,
        { params: { id: survivorId }, body },
        { handled: [409, 422] },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['lead'] }),
  });
}
