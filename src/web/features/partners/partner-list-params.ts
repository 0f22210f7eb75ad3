import { MARKETS, type Market } from '../../../shared/markets/markets';
import { PARTNER_STATUSES, type PartnerStatus } from '../../../shared/partners/partner-status';
import { PARTNER_SORTS, type PartnerSort } from '../../../shared/partners/partners-admin.contract';
import { readPageSize, writePageSize } from '../../lib/lists/list-address';
import type { ListCodec } from '../../lib/lists/use-list-params';

export interface PartnerListParams {
  search: string;
  status: PartnerStatus | undefined;
  market: Market | undefined;
  sort: PartnerSort;
  limit: number;
}

const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** The partners list's address: search, status, market, sort and page size. */
export const PARTNERS_CODEC: ListCodec<PartnerListParams> = {
  read: (search) => ({
    search: search.get('search') ?? '',
    status: pick(PARTNER_STATUSES, search.get('status')),
    market: pick(MARKETS, search.get('market')),
    sort: pick(PARTNER_SORTS, search.get('sort')) ?? 'created',
    limit: readPageSize(search),
  }),
  write: ({ search, status, market, sort, limit }) => {
    const written = new URLSearchParams();
    if (search) written.set('search', search);
    if (status) written.set('status', status);
    if (market) written.set('market', market);
    if (sort !== 'created') written.set('sort', sort);
    return writePageSize(written, limit);
  },
};

/** Every filter off; the sort and page size as they were. */
export const withoutFilters = (params: PartnerListParams): PartnerListParams => ({
  ...params,
  search: '',
  status: undefined,
  market: undefined,
});
