import { createContext, useContext } from 'react';
import type { GuestDataAnswer } from '../../../shared/page-render';
import type { PageConfig } from '../../../shared/page-config';
import type { DarkMode } from '../../../shared/theme/dark-mode-cookie';
import type { Market } from '../../../shared/markets/markets';

/**
 * What one server render knows about its request (decision 0073): the page configuration, the
 * answers of the page's guest requests so far, and the status the page asks for. Null in the
 * browser. A context, not module state: renders of several requests interleave on the server.
 */
export interface ServerRender {
  pageConfig: PageConfig;
  /** The visitor's saved dark mode, from the request's cookie (decision 0082). */
  darkMode: DarkMode;
  /** The visitor's likely market, from the request (issue 42): the guest forms start on it. */
  market: Market;
  /** The answer of a guest request, starting it when this render is the first to ask. */
  guestData(id: string, key: string, load: () => Promise<unknown>): GuestDataAnswer | undefined;
  /** A page that says the link is no longer valid answers 404, as the API did. */
  setStatus(status: number): void;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}
