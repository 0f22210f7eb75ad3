import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translator } from '../i18n';
import { badAddressPage, type FallbackPages } from './bad-address-page';
import { AppError } from '../errors';
import { localeFromAcceptLanguage, normalizeLocale } from '../../shared/i18n/locales';
import { PAGE_CONFIG_ELEMENT_ID } from '../../shared/page-config';
import { DARK_MODE_COOKIE, parseDarkModeCookie } from '../../shared/theme/dark-mode-cookie';
import { isAppPath } from '../../shared/routes/route-paths';
import {
  acceptedLanguages,
  MARKET_COOKIE,
  visitorMarket,
} from '../../shared/markets/visitor-market';
import { loadPageConfig } from '../settings/settings.service';
import { isApiRequest } from '../plugins/security-headers';
import { guestPageRenderer, injectFetch } from './guest-page-renderer';
import { sendHtml } from './compressed-html';
import { jsonScript } from './json-script';
import { pageMessagesScript } from './page-messages';
import { loadRoutePreloads, preloadUrls, withPreloadLinks } from './route-preload-links';
import {
  afterPaintLoader,
  APP_ROOT,
  withPageRoot,
  withRenderedPage,
  withScriptsAfterPaint,
} from './rendered-page';
import { sessionCookieToken } from '../plugins/session-cookie';
import type { RouteDeps } from '../lib/route-deps';

const PLACEHOLDER = '<!--app-config-->';

/**
 * Serves the built SPA: files from dist/web, and index.html (with the page configuration) for
 * every other non-API path, as history-mode routing needs. Unknown /api paths answer 404 JSON.
 */
export function spaRoutes(
  { config, db }: Pick<RouteDeps, 'config' | 'db'>,
  fallbackPages: FallbackPages = {},
) {
  return async (app: FastifyInstance) => {
    const root = resolve(config.WEB_DIST_DIR);
    const indexFile = resolve(root, 'index.html');
    const template = existsSync(indexFile)
      ? readFileSync(indexFile, 'utf8')
      : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${config.APP_NAME}</title>${PLACEHOLDER}</head><body><main><h1>${config.APP_NAME}</h1><p>The web app is not built. Run <code>npm run build</code>.</p></main></body></html>`;

    const routePreloads = loadRoutePreloads(root);
    const loader = afterPaintLoader(template, routePreloads?.afterPaint);
    // Guest pages are rendered on the server when the page has the app's root to fill (0073).
    const renderer =
      config.SSR_ENTRY && template.includes(APP_ROOT) ? guestPageRenderer(config.SSR_ENTRY) : null;
    // Once the server listens (never under `inject`, so not in API tests), in the background.
    if (renderer) {
      app.addHook('onListen', () => {
        renderer.warm(app).catch((error: unknown) => {
          app.log.error({ err: error }, 'guest screens not loaded ahead');
        });
      });
    }

    if (existsSync(root)) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        wildcard: false,
        // The build writes .br and .gz beside each asset (build/precompress.ts): sent by
        // Accept-Encoding, with Vary: Accept-Encoding.
        preCompressed: true,
        // Hashed asset names never change content: cache them for a year.
        setHeaders: (res, path) => {
          if (path.includes('/assets/'))
            res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }

    /** The page's language: the saved cookie, else the browser's languages, else the firm's. */
    const pageLocale = (request: FastifyRequest, defaultLocale: string | undefined) =>
      normalizeLocale(request.cookies?.locale) ??
      localeFromAcceptLanguage(request.headers['accept-language']) ??
      normalizeLocale(defaultLocale) ??
      'en';

    // An address Fastify cannot decode: the invalid-link page, 400 (issue 42 item 2).
    fallbackPages.badAddress = async (request, reply) => {
      const pageConfig = await loadPageConfig(db, config);
      const locale = pageLocale(request, pageConfig.defaultLocale);
      const html = withPageRoot(template, locale, pageConfig.themeColor, null);
      reply.code(400).header('cache-control', 'no-store');
      await sendHtml(request, reply, badAddressPage(html, translator(locale), pageConfig.appName));
    };

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      // However the path is spelled (`/%61pi/...`): an unknown API path answers JSON, no-store.
      if (isApiRequest(request)) {
        throw new AppError('not_found', 'errors.route_not_found', {
          values: { method: request.method, path: path.slice(0, 200) },
        });
      }
      const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(path);
      if ((request.method !== 'GET' && request.method !== 'HEAD') || looksLikeFile) {
        throw new AppError('not_found', 'errors.not_found');
      }
      const pageConfig = await loadPageConfig(db, config);
      // The language the page will show: the saved cookie, else the browser's languages, else the
      // firm's default. The page says it (`<html lang>`), and the browser starts in it.
      const locale = pageLocale(request, pageConfig.defaultLocale);
      // The visitor's saved dark mode paints the first frame, with no script (decision 0082).
      const darkMode = parseDarkModeCookie(request.cookies[DARK_MODE_COOKIE]);
      let html = withPageRoot(template, locale, pageConfig.themeColor, darkMode);
      let status = isAppPath(path) ? 200 : 404;
      let rendered = false;
      // A signed-in visitor's pages are the browser's to render: the server renders for guests.
      const render = renderer && !sessionCookieToken(request) ? await renderer.render(app) : null;
      if (render && isAppPath(path)) {
        const url = new URL(request.url, `${request.protocol}://${request.host}`);
        const answer = await render({
          url: url.href,
          locale,
          pageConfig,
          darkMode,
          // The market the browser would pick, so an NZ visitor's form is NZ from the start.
          market: visitorMarket({
            cookie: request.cookies[MARKET_COOKIE],
            languages: acceptedLanguages(request.headers['accept-language']),
          }),
          fetch: injectFetch(app, request, locale),
        }).catch((error: unknown) => {
          request.log.error({ err: error }, 'guest page not rendered on the server');
          return { kind: 'not-rendered' } as const;
        });
        if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
        if (answer.kind === 'page') {
          html = withRenderedPage(html, answer);
          status = answer.status;
          rendered = true;
        }
      }
      // A path the SPA has no screen for still gets the SPA (its 404 screen, with the top bar
      // and a way back), but answers 404 so that crawlers and monitors see the truth.
      reply.code(status).header('cache-control', 'no-cache');
      // Function replacements, never a replacement string: one reads `$'`, `$&` and
      // `` $` `` as patterns, and the configuration carries admin texts (issue 31).
      const page = html
        .replace(PLACEHOLDER, () => jsonScript(PAGE_CONFIG_ELEMENT_ID, pageConfig))
        // Read by the entry once it runs; last, so the head's script tags are seen first.
        .replace('</body>', () => `${pageMessagesScript(locale)}</body>`);
      const preloads = preloadUrls(routePreloads, path, locale);
      return sendHtml(
        request,
        reply,
        rendered && loader
          ? withScriptsAfterPaint(page, loader, preloads)
          : withPreloadLinks(page, preloads),
      );
    });
  };
}
