import { useEffect, useState } from 'react';
import { SEARCH_MIN_LENGTH, type TSearchResponse } from '../../../shared/search/search.contract';
import { SEARCH_ENDPOINTS } from '../../../shared/search/search.endpoints';
import { callApi } from '../../lib/http/api';

/** Short enough to feel immediate, long enough not to ask once per key. */
const SEARCH_DEBOUNCE_MS = 200;

export type SearchState =
  | { kind: 'too-short' }
  | { kind: 'searching'; previous: TSearchResponse | null }
  | { kind: 'found'; answer: TSearchResponse }
  | { kind: 'failed' };

/**
 * The answer for what is typed, asked once typing pauses. A newer query cancels the request of
 * an older one, so a slow answer never replaces a newer one. Failures are shown in the palette
 * (silent: no alert over it).
 */
export function useSearchResults(typed: string): SearchState {
  const q = typed.trim();
  const [state, setState] = useState<SearchState>({ kind: 'too-short' });
  useEffect(() => {
    if (q.length < SEARCH_MIN_LENGTH) {
      setState({ kind: 'too-short' });
      return;
    }
    setState((last) => ({
      kind: 'searching',
      previous:
        last.kind === 'found' ? last.answer : last.kind === 'searching' ? last.previous : null,
    }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(
        SEARCH_ENDPOINTS.search,
        { query: { q } },
        { signal: controller.signal, silent: true },
      )
        .then((answer) => setState({ kind: 'found', answer }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ kind: 'failed' });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return state;
}
