import {
  COMMISSION_STATUSES,
  type CommissionStatus,
} from '../../../shared/commissions/commission-terms';
import { isMarket, type Market } from '../../../shared/markets/markets';
import { readPageSize, writePageSize } from '../../lib/lists/list-address';
import type { ListCodec } from '../../lib/lists/use-list-params';

interface CommissionListParams {
  market: Market;
  status: CommissionStatus | undefined;
  partner: string | undefined;
  limit: number;
}

/** The address of the list: the market tab, the status, a partner (from its page), the size. */
export const COMMISSIONS_CODEC: ListCodec<CommissionListParams> = {
  read: (search) => {
    const market = search.get('market');
    return {
      market: isMarket(market) ? market : 'AU',
      status: COMMISSION_STATUSES.find((status) => status === search.get('status')),
      partner: search.get('partner') ?? undefined,
      limit: readPageSize(search),
    };
  },
  write: ({ market, status, partner, limit }) => {
    const search = new URLSearchParams({ market });
    if (status) search.set('status', status);
    if (partner) search.set('partner', partner);
    return writePageSize(search, limit);
  },
};
