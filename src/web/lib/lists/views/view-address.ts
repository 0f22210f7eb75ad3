import type { ListCodec } from '../use-list-params';
import { filtersKey } from '../list-address';

/** A list's address as a view keeps it (decision 0079): everything but its page. */
export function viewParamsOf(search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(filtersKey(search)));
}

/** The same address, whatever the order of its keys. */
export function sameParams(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * What the address asks that the list cannot apply: a key it does not read, or a value its codec
 * drops (an option archived since the view was saved, a partner's link from before). The list
 * opens without them; the screen shows them so that they can be removed rather than hide.
 */
export function staleParams<P>(
  codec: ListCodec<P>,
  params: Record<string, string>,
  keep: readonly string[] = [],
): [string, string][] {
  const applied = codec.write(codec.read(new URLSearchParams(params)));
  return Object.entries(params).filter(
    ([key, value]) => !keep.includes(key) && applied.get(key) !== value && value !== '',
  );
}
