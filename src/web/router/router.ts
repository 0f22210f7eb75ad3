import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { setNavigator } from '../lib/session/navigator';
import { buildRoutes } from './routes';

function started(router: ReturnType<typeof createBrowserRouter>) {
  setNavigator((path) => router.navigate(path));
  return router;
}

/** History-mode data router; code outside React navigates through it. */
export function createAppRouter() {
  return started(createBrowserRouter(buildRoutes()));
}

/** Loads a route's lazy parts (its screen) into the route itself, as the router would. */
async function loadLazy(route: RouteObject): Promise<void> {
  const { lazy } = route;
  if (!lazy) return;
  const parts =
    typeof lazy === 'function'
      ? await lazy()
      : Object.fromEntries(
          await Promise.all(
            Object.entries(lazy).map(async ([name, load]) => [name, await load?.()] as const),
          ),
        );
  Object.assign(route, parts, { lazy: undefined });
}

/**
 * The router of a page the server rendered (decision 0073): the matched routes' screens are
 * loaded before it starts, and it starts from the server's data, so that the browser's first
 * render is the server's markup (no loading screen in between, no mismatch).
 */
export async function createHydratingRouter(hydrationData: HydrationState) {
  const routes = buildRoutes();
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matches.map((match) => loadLazy(match.route)));
  return started(createBrowserRouter(routes, { hydrationData }));
}
