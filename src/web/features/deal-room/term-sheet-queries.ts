import { useQuery } from '@tanstack/react-query';
import { TERM_SHEET_ENDPOINTS } from '../../../shared/deal-room/term-sheet.endpoints';
import { callApi } from '../../lib/http/api';
import { dealRoomKey } from './deal-room-queries';

export function useAdminTermSheet(leadId: string) {
  return useQuery({
    queryKey: dealRoomKey(leadId, 'term-sheet'),
    queryFn: () => callApi(TERM_SHEET_ENDPOINTS.read, { params: { id: leadId } }),
  });
}
