import type { PageFetch } from '../../../shared/page-render';

/**
 * The server's answer to a guest page's request while it renders the page (decision 0073): the
 * API in the same process, asked with the visitor's cookies and language. Set only for the
 * synchronous start of one request: `http` calls `fetch` before its first await, and renders of
 * several requests interleave on the server, so nothing may linger.
 */
let serverFetch: PageFetch | undefined;

export function withServerFetch<T>(fetcher: PageFetch, run: () => T): T {
  const previous = serverFetch;
  serverFetch = fetcher;
  try {
    return run();
  } finally {
    serverFetch = previous;
  }
}

/** The fetch of the moment: the server's while it renders, else the browser's own. */
export function currentFetch(): PageFetch | typeof fetch {
  return serverFetch ?? fetch;
}
