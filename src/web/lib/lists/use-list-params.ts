import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { filtersKey, onPage, readPage, trailOf } from './list-address';

/** How a list's filters and sort are read from and written to the address. */
export interface ListCodec<P> {
  read: (search: URLSearchParams) => P;
  /** Only what differs from the defaults, so that a plain list has a plain address. */
  write: (params: P) => URLSearchParams;
}

/**
 * The one hook of every list (decision 0065): filters, sort and page live in the address, so a
 * copied link opens the same page and Back returns to the page before. A change of filter or sort
 * starts again at page 1; `keep` names address keys the list owns besides (the board's `view`).
 * `codec` must be a stable value (declared at module level).
 */
export function useListParams<P>(codec: ListCodec<P>, keep: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const params = useMemo(() => codec.read(search), [codec, search]);
  const page = readPage(search);
  const trail = trailOf(location.state);

  /** The address of these params, with the kept keys, on the first page. */
  const addressOf = (next: P) => {
    const written = codec.write(next);
    for (const key of keep) {
      const value = search.get(key);
      if (value !== null) written.set(key, value);
    }
    return written;
  };

  return {
    params,
    page,
    /** The address without its page: the list's query key, and what a selection belongs to. */
    filtersKey: filtersKey(search),
    /** Filters and sort changed: page 1. `replace` for typing, so Back skips each keystroke. */
    update(changes: Partial<P>, options: { replace?: boolean } = {}) {
      setSearch(addressOf({ ...params, ...changes }), { replace: options.replace ?? false });
    },
    /** Every filter off; the sort and page size kept by the caller's codec defaults. */
    reset(next: P) {
      setSearch(addressOf(next));
    },
    /** A kept key set or removed (the board's `view`), the filters as they are, page 1. */
    setKept(key: string, value: string | null) {
      const next = onPage(search, { number: 1, cursor: undefined });
      if (value === null) next.delete(key);
      else next.set(key, value);
      setSearch(next);
    },
    next(cursor: string) {
      setSearch(onPage(search, { number: page.number + 1, cursor }), {
        state: { listTrail: [...trail, page.cursor] },
      });
    },
    previous() {
      const before = trail.at(-1);
      setSearch(onPage(search, { number: page.number - 1, cursor: before }), {
        state: { listTrail: trail.slice(0, -1) },
      });
    },
  };
}
