import { LEAD_SORTS, PAGE_SIZES, type LeadSort } from '../../../shared/leads/lead-list.contract';
import { LEAD_SOURCES, type LeadSource } from '../../../shared/leads/lead-sources';
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/leads/pipeline';

/** A list's filters as the address bar keeps them: a view can be bookmarked and shared. */
export interface LeadListParams {
  q: string;
  /** Several at once, in the address as `status=new,contacted`. */
  status: LeadStatus[];
  source: LeadSource | '';
  /** Admins' lists: a partner's id. */
  partner: string;
  /** Admins' lists: an admin's id, or `none` for leads nobody has. */
  assigned: string;
  created_from: string;
  created_to: string;
  amount_min: string;
  amount_max: string;
  aging: boolean;
  /** Admins' lists: only leads without an open task (issue 34). */
  no_task: boolean;
  sort: LeadSort;
  dir: 'asc' | 'desc';
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The statuses named in the address, in pipeline order, unknown ones left out. */
function statusesIn(value: string | null): LeadStatus[] {
  const named = new Set((value ?? '').split(','));
  return LEAD_STATUSES.filter((status) => named.has(status));
}

export function readParams(search: URLSearchParams): LeadListParams {
  const limit = Number(search.get('limit'));
  const id = (key: string) => (UUID.test(search.get(key) ?? '') ? search.get(key)! : '');
  return {
    q: search.get('q') ?? '',
    status: statusesIn(search.get('status')),
    source: oneOf(LEAD_SOURCES, search.get('source')),
    partner: id('partner'),
    assigned: search.get('assigned') === 'none' ? 'none' : id('assigned'),
    created_from: search.get('created_from') ?? '',
    created_to: search.get('created_to') ?? '',
    amount_min: search.get('amount_min') ?? '',
    amount_max: search.get('amount_max') ?? '',
    aging: search.get('aging') === 'true',
    no_task: search.get('no_task') === 'true',
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
  set('status', params.status.join(','));
  set('source', params.source);
  set('partner', params.partner);
  set('assigned', params.assigned);
  set('created_from', params.created_from);
  set('created_to', params.created_to);
  set('amount_min', params.amount_min);
  set('amount_max', params.amount_max);
  if (params.aging) search.set('aging', 'true');
  if (params.no_task) search.set('no_task', 'true');
  if (params.sort !== 'created') search.set('sort', params.sort);
  if (params.dir !== 'desc') search.set('dir', params.dir);
  if (params.limit !== PAGE_SIZES[0]) search.set('limit', String(params.limit));
  return search;
}

/** True when anything narrows the list (the empty state then offers to clear it). */
export function isFiltered(params: LeadListParams): boolean {
  const { q, status, source, partner, assigned, created_from, created_to } = params;
  const { amount_min, amount_max, aging, no_task } = params;
  return Boolean(
    q ||
    status.length ||
    source ||
    partner ||
    assigned ||
    created_from ||
    created_to ||
    amount_min ||
    amount_max ||
    aging ||
    no_task,
  );
}

/** The API's query for these filters (numbers as numbers, absent when empty). */
export function apiFilters(params: LeadListParams) {
  const number = (value: string) => (value === '' ? undefined : Number(value));
  return {
    q: params.q.trim() || undefined,
    status: params.status.length ? params.status : undefined,
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

/** An admin's list adds the partner and the assignee (a partner's own list has neither). */
export function adminApiFilters(params: LeadListParams) {
  return {
    ...apiFilters(params),
    partner: params.partner || undefined,
    assigned: params.assigned || undefined,
    no_task: params.no_task ? ('true' as const) : undefined,
  };
}

/** How many filters besides the search narrow the list: what the phone's Filters button says. */
export function activeFilterCount(params: LeadListParams): number {
  const set = [
    params.status.length > 0,
    params.source,
    params.partner,
    params.assigned,
    params.created_from,
    params.created_to,
    params.amount_min,
    params.amount_max,
    params.aging,
    params.no_task,
  ];
  return set.filter(Boolean).length;
}
