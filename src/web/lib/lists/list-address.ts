import { PAGE_SIZES } from '../../../shared/leads/lead-list.contract';

/**
 * A list's page in the address (decision 0065): the signed cursor the page starts after and its
 * number, next to the list's own filters and sort. A copied link opens the same page; the
 * number is for "26-50 of 1,234" only, the cursor says where the page starts.
 */
const PAGE_KEYS = ['page', 'cursor'] as const;

export interface ListPage {
  /** 1 for the first page. */
  number: number;
  /** Where the page starts; none on the first page. */
  cursor: string | undefined;
}

export function readPage(search: URLSearchParams): ListPage {
  const cursor = search.get('cursor') || undefined;
  const number = Number(search.get('page'));
  // A page number without its cursor would show the first page numbered wrongly.
  return cursor && Number.isInteger(number) && number > 1
    ? { number, cursor }
    : { number: 1, cursor: undefined };
}

/** The same address on another page (or on the first, without a cursor). */
export function onPage(search: URLSearchParams, page: ListPage): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of PAGE_KEYS) next.delete(key);
  if (page.cursor && page.number > 1) {
    next.set('page', String(page.number));
    next.set('cursor', page.cursor);
  }
  return next;
}

/** The address without its page: what the list's query and its selection depend on. */
export function filtersKey(search: URLSearchParams): string {
  return onPage(search, { number: 1, cursor: undefined }).toString();
}

/**
 * The cursors of the pages before this one, kept in the history entry's state: "Previous" goes
 * back through them; a link opened from elsewhere has none, and "Previous" goes to the first page.
 */
export function trailOf(state: unknown): (string | undefined)[] {
  const trail = (state as { listTrail?: unknown } | null)?.listTrail;
  return Array.isArray(trail)
    ? trail.map((item) => (typeof item === 'string' ? item : undefined))
    : [];
}

/** A page size every list offers (the lead lists' sizes); the first is the default. */
export function readPageSize(search: URLSearchParams): number {
  const size = Number(search.get('limit'));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
}

/** Writes a page size into an address being written (nothing for the default). */
export function writePageSize(search: URLSearchParams, size: number): URLSearchParams {
  if (size !== PAGE_SIZES[0]) search.set('limit', String(size));
  return search;
}
