import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICES_ENDPOINTS } from '../../../shared/notices/notices.endpoints';
import { callApi } from '../../lib/http/api';

const NOTICES_KEY = ['notices'] as const;
/** How often the bell asks for new notices: reminders go out on the minute round. */
const POLL_MS = 60_000;

export function useNotices(enabled: boolean) {
  return useQuery({
    queryKey: NOTICES_KEY,
    queryFn: () => callApi(NOTICES_ENDPOINTS.list, {}),
    enabled,
    refetchInterval: POLL_MS,
  });
}

/** Marks one notice read (or all with `null`), then reads the bell again. */
export function useMarkNoticesRead() {
  const client = useQueryClient();
  return async (id: string | null) => {
    if (id) await callApi(NOTICES_ENDPOINTS.read, { params: { id } });
    else await callApi(NOTICES_ENDPOINTS.readAll, {});
    await client.invalidateQueries({ queryKey: NOTICES_KEY });
  };
}
