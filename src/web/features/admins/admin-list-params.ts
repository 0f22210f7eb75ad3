import {
  ADMIN_SORTS,
  ADMIN_STATUSES,
  type AdminSort,
  type AdminStatus,
} from '../../../shared/admins/admins.contract';
import { readPageSize, writePageSize } from '../../lib/lists/list-address';
import type { ListCodec } from '../../lib/lists/use-list-params';

export interface AdminListParams {
  search: string;
  status: AdminStatus | undefined;
  sort: AdminSort;
  limit: number;
}

const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** The admins list's address: search, status, sort and page size (decision 0065). */
export const ADMINS_CODEC: ListCodec<AdminListParams> = {
  read: (search) => ({
    search: search.get('search') ?? '',
    status: pick(ADMIN_STATUSES, search.get('status')),
    sort: pick(ADMIN_SORTS, search.get('sort')) ?? 'name',
    limit: readPageSize(search),
  }),
  write: ({ search, status, sort, limit }) => {
    const written = new URLSearchParams();
    if (search) written.set('search', search);
    if (status) written.set('status', status);
    if (sort !== 'name') written.set('sort', sort);
    return writePageSize(written, limit);
  },
};

/** Every filter off; the sort and page size as they were. */
export const withoutFilters = (params: AdminListParams): AdminListParams => ({
  ...params,
  search: '',
  status: undefined,
});
