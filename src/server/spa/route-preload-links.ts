import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FALLBACK_LOCALE, type Locale } from '../../shared/i18n/locales';
import type { RoutePreloads } from '../../shared/routes/route-preloads';
import { routeNamesOf } from '../../shared/routes/route-paths';

// Hashed asset names of our own build; anything else in the file is not ours to put in a page.
const ASSET_FILE = /^[\w.~-]+(\/[\w.~-]+)*\.js$/;

/** The build's route-preloads.json (build/route-preloads.ts); none without a build. */
export function loadRoutePreloads(webRoot: string): RoutePreloads | undefined {
  const file = resolve(webRoot, 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : undefined;
}

/**
 * The scripts the screen at this path loads after the entry: its own chunks and, on a deal-room
 * page, the deal room's messages in the visitor's language and the fallback (the page loads
 * both). The page names them so that the browser fetches them beside the entry rather than after
 * it ran (decision 0036): as modulepreload links (`withPreloadLinks`), or for the after-paint
 * loader (0085). The guest messages are in the page itself (page-messages.ts).
 */
export function preloadUrls(
  preloads: RoutePreloads | undefined,
  pathname: string,
  locale: Locale,
): string[] {
  const screen = routeNamesOf(pathname)
    .map((name) => preloads?.screens[name])
    .find(Boolean);
  if (!preloads || !screen) return [];
  const files = new Set(screen.files);
  if (screen.dealRoomMessages) {
    for (const language of new Set([FALLBACK_LOCALE, locale])) {
      for (const file of preloads.messages['deal-room'][language] ?? []) files.add(file);
    }
  }
  return [...files].filter((file) => ASSET_FILE.test(file)).map((file) => `/${file}`);
}

/** The page with `<link rel="modulepreload">` for these scripts, after the entry's own tags. */
export function withPreloadLinks(html: string, urls: readonly string[]): string {
  const links = urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');
  return html.replace('</head>', () => `${links}</head>`);
}
