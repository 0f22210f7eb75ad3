import { isServer } from './is-server';
import {
  PAGE_RENDER_ELEMENT_ID,
  type GuestDataAnswer,
  type PageRenderData,
} from '../../../shared/page-render';

let pageData: PageRenderData | null | undefined;
/** The answers serve the hydrating render only: a later screen asks the server itself. */
let hydrated = false;

/** The data the server rendered the page from, or null when the page came unrendered. */
export function readPageRenderData(): PageRenderData | null {
  if (pageData === undefined) {
    const text = document.getElementById(PAGE_RENDER_ELEMENT_ID)?.textContent;
    try {
      pageData = text ? (JSON.parse(text) as PageRenderData) : null;
    } catch {
      pageData = null;
    }
  }
  return pageData;
}

/**
 * The answer the server had for a guest request of the first screen, so that hydration renders
 * what the server rendered (the form, not a loading line) and the request is not made twice.
 */
export function takeRenderedGuestData(id: string, key: string): GuestDataAnswer | undefined {
  if (hydrated) return undefined;
  const answer = readPageRenderData()?.guestData[id];
  return answer?.key === key ? answer : undefined;
}

const whenHydrated = new Set<() => void>();

/**
 * Called by the root route once it has mounted: its effect runs after every effect of the
 * screen inside it, so the whole first render is hydrated and its forms hold their values.
 */
export function finishHydration(): void {
  if (hydrated) return;
  hydrated = true;
  const listeners = [...whenHydrated];
  whenHydrated.clear();
  for (const listener of listeners) listener();
  // The page is live: what its controls do now runs (a sign for the browser tests too).
  if (!isServer) document.documentElement.dataset.hydrated = '';
}

export function onHydrated(listener: () => void): () => void {
  if (hydrated) listener();
  else whenHydrated.add(listener);
  return () => whenHydrated.delete(listener);
}

/**
 * Whether this render must match the server's (decision 0073): on the server, and in the browser
 * until the first screen has hydrated. Such a render leaves out what only the browser knows (a
 * draft in this tab, its time zone, the landing page's address); an effect adds it after.
 */
export function rendersAsServer(): boolean {
  return isServer || (!hydrated && readPageRenderData() !== null);
}
