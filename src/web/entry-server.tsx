import { createInstance, type i18n as I18n } from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { FALLBACK_LOCALE, type Locale } from '../shared/i18n/locales';
import type {
  GuestPageAnswer,
  GuestPageRequest,
  PageRenderData,
  RenderGuestPage,
} from '../shared/page-render';
import { serverMessages } from './lib/ssr/server-messages';
import { GuestDataRequests } from './lib/ssr/guest-data-requests';
import { ServerRenderContext, type ServerRender } from './lib/ssr/server-render-context';
import { bodyClassFor, isScreenHandle, pageTitle, type ScreenHandle } from './router/route-handle';
import { buildRoutes } from './router/routes';

// Renders until every guest request of the page has its answer: the form's options come with the
// first pass, a request inside what they show with the second.
const MAX_PASSES = 4;
const routes = buildRoutes();
const handler = createStaticHandler(routes);

/** Whether the server renders this screen for a guest. */
function rendersForGuests(handle: ScreenHandle): boolean {
  // The back office stays in the browser, but for a screen that doubles as a guest page (`/`).
  if (handle.layout === 'backend' && !handle.guestTitle) return false;
  // A screen behind a sign-in guard is for signed-in users: the browser renders it.
  return handle.middleware.every((name) => name === 'guest');
}

/** The screen a path shows, when it is a guest page: the back office stays in the browser. */
function guestScreen(pathname: string): ScreenHandle | undefined {
  const handle = matchRoutes(routes, pathname)
    ?.map((match) => match.route.handle as unknown)
    .filter(isScreenHandle)
    .at(-1);
  return handle && rendersForGuests(handle) ? handle : undefined;
}

/** Every guest screen's route, at any depth of the table. */
export function guestRoutes(list: RouteObject[] = routes): RouteObject[] {
  return list.flatMap((route) => [
    ...(isScreenHandle(route.handle) && rendersForGuests(route.handle) ? [route] : []),
    ...guestRoutes(route.children ?? []),
  ]);
}

/**
 * Loads every guest screen's module ahead of the first guest (the server calls it once it
 * listens): the server compiles the web's source on first use, and a screen's first render
 * would otherwise wait for it. Loading a module only: the router's routes are left as they are.
 */
export async function warmGuestScreens(): Promise<void> {
  await Promise.all(
    guestRoutes().map((route) =>
      typeof route.lazy === 'object' ? route.lazy.Component?.() : undefined,
    ),
  );
}

function i18nFor(locale: Locale): I18n {
  const instance = createInstance({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    resources: {
      [FALLBACK_LOCALE]: { translation: serverMessages(FALLBACK_LOCALE) },
      [locale]: { translation: serverMessages(locale) },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  void instance.init();
  return instance;
}

/** Loader data for every matched route, so that the browser's router starts initialised. */
function hydrationOf(context: StaticHandlerContext): PageRenderData['hydration'] {
  const loaderData = Object.fromEntries(
    context.matches.map((match) => [match.route.id, context.loaderData[match.route.id] ?? null]),
  );
  return { loaderData, actionData: null, errors: null };
}

/**
 * Renders a guest page on the server from the browser's own route table (decision 0073). The
 * visitor is signed out (the server renders nothing for a session), so the guards let every
 * guest page in and are not run here; the language is the one the server chose.
 */
export const renderGuestPage: RenderGuestPage = async (
  request: GuestPageRequest,
): Promise<GuestPageAnswer> => {
  const url = new URL(request.url);
  const screen = guestScreen(url.pathname);
  if (!screen) return { kind: 'not-rendered' };
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location
      ? { kind: 'redirect', status: context.status, location }
      : { kind: 'not-rendered' };
  }
  // A route's failure is the browser's to show, with its retry.
  if (context.errors) return { kind: 'not-rendered' };

  const i18n = i18nFor(request.locale);
  const requests = new GuestDataRequests(request.fetch);
  let status = context.statusCode;
  const server: ServerRender = {
    pageConfig: request.pageConfig,
    darkMode: request.darkMode,
    market: request.market,
    guestData: (id, key, load) => requests.answer(id, key, load),
    setStatus: (code) => (status = Math.max(status, code)),
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    // Whole, once every lazy part (a layout's provider, a screen's panel) has loaded.
    const { prelude } = await prerender(
      <ServerRenderContext value={server}>
        <I18nextProvider i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nextProvider>
      </ServerRenderContext>,
    );
    html = await new Response(prelude).text();
    if (!(await requests.settle())) break;
  }
  const title = screen.guestTitle ?? screen.title;
  return {
    kind: 'page',
    status,
    html,
    title: pageTitle(i18n.t(title), request.pageConfig.appName),
    bodyClass: bodyClassFor(screen),
    data: {
      hydration: hydrationOf(context),
      guestData: requests.answers(),
      market: request.market,
    },
  };
};
