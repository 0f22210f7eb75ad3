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

/** The last answer, and the query it answers. */
type Outcome = { q: string; answer: TSearchResponse } | { q: string; answer: null };

/**
 * The answer for what is typed, asked once typing pauses. A newer query cancels the request of
 * an older one, so a slow answer never replaces a newer one; while it runs, the previous
 * results stay on screen. Failures are shown in the palette (silent: no alert over it).
 */
export function useSearchResults(typed: string): SearchState {
  const q = typed.trim();
  const tooShort = q.length < SEARCH_MIN_LENGTH;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [lastFound, setLastFound] = useState<TSearchResponse | null>(null);

  useEffect(() => {
    if (tooShort) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(
        SEARCH_ENDPOINTS.search,
        { query: { q } },
        { signal: controller.signal, silent: true },
      )
        .then((answer) => {
          setOutcome({ q, answer });
          setLastFound(answer);
        })
        .catch(() => {
          if (!controller.signal.aborted) setOutcome({ q, answer: null });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, tooShort]);

  if (tooShort) return { kind: 'too-short' };
  if (outcome?.q !== q) return { kind: 'searching', previous: lastFound };
  return outcome.answer ? { kind: 'found', answer: outcome.answer } : { kind: 'failed' };
}
