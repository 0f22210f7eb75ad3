import { callApi } from '../../lib/http/api';
import { useGuestData } from '../../lib/http/use-guest-data';
import { JOIN_ENDPOINTS } from '../../../shared/partners/join.endpoints';

/** The /join options; never refetched on its own, its form token starts the fill clock. */
export function useJoinOptions() {
  return useGuestData('join-options', () => callApi(JOIN_ENDPOINTS.options, {}));
}
