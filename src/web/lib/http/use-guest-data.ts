import { useCallback, useEffect, useRef, useState } from 'react';

interface GuestData<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

type State<T> = { key: string; data?: T; failed: boolean; settled: boolean };

/**
 * A guest page's one request (its form options, a referrer's name): fetched when the key
 * changes, kept until then, never refetched behind the guest's back (the form token inside
 * starts the fill-time clock), retried on demand. TanStack Query serves the back office; guest
 * pages do without its weight (decision 0021).
 */
export function useGuestData<T>(key: string | null, load: () => Promise<T>): GuestData<T> {
  const [state, setState] = useState<State<T>>({ key: '', failed: false, settled: false });
  const [attempt, setAttempt] = useState(0);
  // The newest `load` (a new function each render): the key alone says when to fetch again.
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  useEffect(() => {
    if (key === null) return;
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
