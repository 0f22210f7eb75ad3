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

/** Called once the first screen has mounted (its effects run after the whole hydrating render). */
export function finishHydration(): void {
  hydrated = true;
}

/**
 * Whether this render must match the server's (decision 0073): on the server, and in the browser
 * until the first screen has hydrated. Such a render leaves out what only the browser knows (a
 * draft in this tab, its time zone, the landing page's address); an effect adds it after.
 */
export function rendersAsServer(): boolean {
  return isServer || (!hydrated && readPageRenderData() !== null);
}
