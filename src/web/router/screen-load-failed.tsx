import { useEffect, useState } from 'react';
import { ErrorLayout } from '../layouts/error-layout';
import { progressFail } from '../lib/feedback/progress-store';

export const RELOAD_KEY = 'screen-reload';

/**
 * Reloads the page once for a screen whose script failed, and answers true when it does. A
 * second failure in a row for the same path answers false: the error layout shows instead of
 * reloading for ever.
 */
function reloadOnceFor(path: string): boolean {
  if (sessionStorage.getItem(RELOAD_KEY) === path) {
    sessionStorage.removeItem(RELOAD_KEY);
    return false;
  }
  sessionStorage.setItem(RELOAD_KEY, path);
  return true;
}

/** Stands in for a screen whose script could not be loaded (spec §8). */
export function ScreenLoadFailed() {
  const [reloading] = useState(() => reloadOnceFor(window.location.pathname));
  useEffect(() => {
    if (reloading) window.location.reload();
    else progressFail();
  }, [reloading]);
  return reloading ? <div aria-busy="true" className="min-h-screen" /> : <ErrorLayout />;
}
