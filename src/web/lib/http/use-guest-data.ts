import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { GuestDataAnswer } from '../../../shared/page-render';
import { takeRenderedGuestData } from '../ssr/page-render-data';
import { useServerRender, type ServerRender } from '../ssr/server-render-context';

interface GuestData<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

type State<T> = { key: string; data?: T; failed: boolean; settled: boolean };

function stateOf<T>(key: string, answer: GuestDataAnswer | undefined): State<T> {
  if (!answer) return { key: '', failed: false, settled: false };
  return { key, data: answer.data as T, failed: answer.failed, settled: true };
}

/**
 * The answer a page rendered on the server starts with (decision 0073): on the server, the one
 * this render's request got (asked for on the first pass); in the browser, while it hydrates,
 * the one the server put in the page. Otherwise none: the effect below asks.
 */
function renderedAnswer<T>(
  server: ServerRender | null,
  id: string,
  key: string | null,
  load: () => Promise<T>,
): State<T> {
  if (key === null) return stateOf(key ?? '', undefined);
  return stateOf(key, server ? server.guestData(id, key, load) : takeRenderedGuestData(id, key));
}

/**
 * A guest page's one request (its form options, a referrer's name): fetched when the key
 * changes, kept until then, never refetched behind the guest's back (the form token inside
 * starts the fill-time clock), retried on demand. TanStack Query serves the back office; guest
 * pages do without its weight (decision 0021).
 */
export function useGuestData<T>(key: string | null, load: () => Promise<T>): GuestData<T> {
  const id = useId();
  const server = useServerRender();
  const [state, setState] = useState<State<T>>(() => renderedAnswer(server, id, key, load));
  const [attempt, setAttempt] = useState(0);
  // The newest `load` (a new function each render): the key alone says when to fetch again.
  const loader = useRef(load);
  // What the server answered already counts as this key's first fetch.
  const answered = useRef(state.settled ? state.key : null);
  useEffect(() => {
    loader.current = load;
  });
  useEffect(() => {
    if (key === null) return;
    if (attempt === 0 && answered.current === key) {
      answered.current = null;
      return;
    }
    let current = true;
    loader.current().then(
      (data) => current && setState({ key, data, failed: false, settled: true }),
      () => current && setState({ key, failed: true, settled: true }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const fresh = state.key === key && state.settled;
  const refetch = useCallback(() => {
    setState((previous) => ({ ...previous, settled: false }));
    setAttempt((count) => count + 1);
  }, []);
  return {
    data: fresh ? state.data : undefined,
    isPending: key !== null && !fresh,
    isError: fresh && state.failed,
    refetch,
  };
}
