import { useSyncExternalStore } from 'react';
import { onHydrated, rendersAsServer } from './page-render-data';

const subscribe = (onChange: () => void) => onHydrated(onChange);

/**
 * False on the server and while a server-rendered page hydrates, true once React handles the
 * page (decision 0073). A form's submit button waits for it: sent before, the browser would
 * send the form itself, as a GET with every field (a password too) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !rendersAsServer(),
    () => false,
  );
}
