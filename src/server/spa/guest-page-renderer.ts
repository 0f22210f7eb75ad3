import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales';
import type { GuestPageEntry, PageFetch, RenderGuestPage } from '../../shared/page-render';

/**
 * Loads the web's server entry at run time (DESIGN.md: the web owns it, the server hands it the
 * request, the locale and the settings). Loaded once, on the first guest page or by `warm`; a
 * failure to load is logged and the pages are served unrendered, as before.
 */
export function guestPageRenderer(entry: string) {
  let loading: Promise<GuestPageEntry | null> | undefined;
  const load = (app: FastifyInstance) =>
    (loading ??= import(pathToFileURL(resolve(entry)).href).then(
      (module: GuestPageEntry) => module,
      (error: unknown) => {
        app.log.error({ err: error }, 'guest pages will not be rendered on the server');
        return null;
      },
    ));
  return {
    render: async (app: FastifyInstance): Promise<RenderGuestPage | null> =>
      (await load(app))?.renderGuestPage ?? null,
    /**
     * The entry and every guest screen, compiled ahead of the first guest: from the source
     * (`tsx`), the deal room's screens alone took 10 s on a loaded machine, which the first
     * visitor of a term sheet after a start waited for (and Lighthouse gave up on).
     */
    warm: async (app: FastifyInstance): Promise<void> => {
      const started = Date.now();
      await (await load(app))?.warmGuestScreens();
      app.log.info({ ms: Date.now() - started }, 'guest screens loaded for server rendering');
    },
  };
}

/**
 * The page's API requests during the render, answered by this server in-process (`inject`), as
 * the visitor's browser would ask them: their cookies, their address (per-address limits), the
 * page's language.
 */
export function injectFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
): PageFetch {
  return async (url, init) => {
    const answer = await app.inject({
      method: init.method as 'GET',
      url,
      remoteAddress: request.ip,
      ...(init.body === undefined ? {} : { payload: init.body }),
      headers: {
        accept: 'application/json',
        'accept-language': locale,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
    const type = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}
