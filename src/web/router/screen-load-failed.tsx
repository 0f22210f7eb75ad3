import { useEffect, useState } from 'react';
import { ErrorLayout } from '../layouts/error-layout';
import { progressFail } from '../lib/feedback/progress-store';

export const RELOAD_KEY = 'screen-reload';

/**
 * Reloads the page once for a screen whose script failed; a second failure in a row for the same
 * path shows the error layout instead of reloading for ever. The render only reads the mark and
 * the effect writes it: a render React discards and starts again (a transition under load) ran
 * the old initializer twice, whose second run saw its own mark and showed the error at once,
 * with no reload (a browser test failed so once in the suite).
 */
export function ScreenLoadFailed() {
  const path = window.location.pathname;
  const [reloading] = useState(() => sessionStorage.getItem(RELOAD_KEY) !== path);
  useEffect(() => {
    if (reloading) {
      sessionStorage.setItem(RELOAD_KEY, path);
      window.location.reload();
    } else {
      sessionStorage.removeItem(RELOAD_KEY);
      progressFail();
    }
  }, [reloading, path]);
  return reloading ? <div aria-busy="true" className="min-h-screen" /> : <ErrorLayout />;
}
