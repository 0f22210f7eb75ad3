import type { Locale } from './i18n/locales';
import type { Market } from './markets/markets';
import type { PageConfig } from './page-config';
import type { DarkMode } from './theme/dark-mode-cookie';

/**
 * What a page rendered on the server hands to the browser (decision 0073), as JSON in
 * `<script type="application/json" id="app-render">`: data, never a script, so the strict CSP
 * stays as it is. The browser hydrates with exactly what the server rendered from.
 */
export interface PageRenderData {
  /** The router's hydration state (loader data and errors of the matched routes). */
  hydration: { loaderData: Record<string, unknown>; actionData: null; errors: null };
  /** The answers of the page's guest requests (`useGuestData`), by the hook's id. */
  guestData: Record<string, GuestDataAnswer>;
  /** The market the server started the guest forms on (visitorMarket), so hydration does too. */
  market?: Market;
}

/** One guest request as the server made it: its key, and its data or that it failed. */
export interface GuestDataAnswer {
  key: string;
  data?: unknown;
  failed: boolean;
}

export const PAGE_RENDER_ELEMENT_ID = 'app-render';

/**
 * What a server render needs of `fetch` (shared code sees neither the DOM's types nor Node's):
 * the platform's own `fetch` is one, and so is the server's in-process answer.
 */
export type PageFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}>;

/** What the server hands the web's server entry for one page (DESIGN.md: request, locale, settings). */
export interface GuestPageRequest {
  url: string;
  locale: Locale;
  pageConfig: PageConfig;
  /** The visitor's saved dark mode (decision 0082), so the page's controls show it. */
  darkMode: DarkMode;
  /** The visitor's likely market, from their market cookie or Accept-Language (issue 42). */
  market: Market;
  /** Answers the page's API requests: the server's own API, with the visitor's cookies. */
  fetch: PageFetch;
}

/** The entry's answer: a page, a redirect (an old path), or nothing for the browser to render. */
export type GuestPageAnswer =
  | { kind: 'not-rendered' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      html: string;
      title: string;
      bodyClass: string;
      data: PageRenderData;
    };

export type RenderGuestPage = (request: GuestPageRequest) => Promise<GuestPageAnswer>;

/**
 * What the web's server entry exports (decision 0073): the render, and the loading of every
 * guest screen's code, so that the server pays for compiling it at start, not a first visitor.
 */
export interface GuestPageEntry {
  renderGuestPage: RenderGuestPage;
  warmGuestScreens: () => Promise<void>;
}
