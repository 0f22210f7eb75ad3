import { LEAD_SORTS, PAGE_SIZES, type LeadSort } from '../../../shared/leads/lead-list.contract';
import { LEAD_SOURCES, type LeadSource } from '../../../shared/leads/lead-sources';
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/leads/pipeline';

/** A list's filters as the address bar keeps them: a view can be bookmarked and shared. */
export interface LeadListParams {
  q: string;
  status: LeadStatus | '';
  source: LeadSource | '';
  created_from: string;
  created_to: string;
  amount_min: string;
  amount_max: string;
  aging: boolean;
  sort: LeadSort;
  dir: 'asc' | 'desc';
  limit: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

export function readParams(search: URLSearchParams): LeadListParams {
  const limit = Number(search.get('limit'));
  return {
    q: search.get('q') ?? '',
    status: oneOf(LEAD_STATUSES, search.get('status')),
    source: oneOf(LEAD_SOURCES, search.get('source')),
    created_from: search.get('created_from') ?? '',
    created_to: search.get('created_to') ?? '',
    amount_min: search.get('amount_min') ?? '',
    amount_max: search.get('amount_max') ?? '',
    aging: search.get('aging') === 'true',
    sort: oneOf(LEAD_SORTS, search.get('sort')) || 'created',
    dir: search.get('dir') === 'asc' ? 'asc' : 'desc',
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : PAGE_SIZES[0],
  };
}

/** Only what differs from the defaults goes in the address. */
export function writeParams(params: LeadListParams): URLSearchParams {
  const search = new URLSearchParams();
  const set = (key: string, value: string) => value && search.set(key, value);
  set('q', params.q.trim());
  set('status', params.status);
  set('source', params.source);
  set('created_from', params.created_from);
  set('created_to', params.created_to);
  set('amount_min', params.amount_min);
  set('amount_max', params.amount_max);
  if (params.aging) search.set('aging', 'true');
  if (params.sort !== 'created') search.set('sort', params.sort);
  if (params.dir !== 'desc') search.set('dir', params.dir);
  if (params.limit !== PAGE_SIZES[0]) search.set('limit', String(params.limit));
  return search;
}

/** True when anything narrows the list (the empty state then offers to clear it). */
export function isFiltered(params: LeadListParams): boolean {
  const { q, status, source, created_from, created_to, amount_min, amount_max, aging } = params;
  return Boolean(
    q || status || source || created_from || created_to || amount_min || amount_max || aging,
  );
}

/** The API's query for these filters (numbers as numbers, absent when empty). */
export function apiFilters(params: LeadListParams) {
  const number = (value: string) => (value === '' ? undefined : Number(value));
  return {
    q: params.q.trim() || undefined,
    status: params.status ? [params.status] : undefined,
    source: params.source ? [params.source] : undefined,
    created_from: params.created_from || undefined,
    created_to: params.created_to || undefined,
    amount_min: number(params.amount_min),
    amount_max: number(params.amount_max),
    aging: params.aging ? ('true' as const) : undefined,
    sort: params.sort,
    dir: params.dir,
  };
}
