import { redirect, type RouteObject } from 'react-router';
import { BackendLayout } from '../layouts/backend-layout';
import { FrontendLayout } from '../layouts/frontend-layout';
import { MainLayout } from '../layouts/main-layout';
import { profileLoader } from '../features/settings/profile-loader';
import { AppShell } from './app-shell';
import { lazyScreen } from './lazy-screen';
import { ALWAYS_FIRST, middlewareFor } from './middleware';
import { backOfficeMessagesMiddleware } from './middleware/guards';
import type { LayoutName } from './route-handle';
import { LoadingScreen, RouteError } from './route-error';
import { ROUTE_ALIASES } from '../../shared/routes/route-paths';
import { pathTo, ROUTE_PATHS } from './route-names';
import { SCREENS, SETTINGS_SCREENS, type ScreenRoute } from './screens';

const LOADERS: Partial<Record<string, RouteObject['loader']>> = {
  'settings.profile': profileLoader,
};

function toRoute(screen: ScreenRoute): RouteObject {
  return {
    path: screen.path,
    handle: screen.handle,
    middleware: middlewareFor(screen.handle.middleware),
    loader: LOADERS[screen.handle.name],
    lazy: { Component: screen.load },
  };
}

const screensIn = (layout: LayoutName) =>
  SCREENS.filter((screen) => screen.handle.layout === layout).map(toRoute);

const settings: RouteObject = {
  path: ROUTE_PATHS.settings,
  middleware: middlewareFor(['auth']),
  lazy: {
    Component: lazyScreen(
      () => import('../features/settings/settings-frame'),
      (m) => m.SettingsFrame,
    ),
  },
  children: [
    { index: true, element: null, loader: () => redirect(pathTo('settings.profile')) },
    ...SETTINGS_SCREENS.map(toRoute),
  ],
};

/** The whole map: locale and check-auth first, then each screen's own guards and layout. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      middleware: [...ALWAYS_FIRST],
      Component: AppShell,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: RouteError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            {
              Component: BackendLayout,
              middleware: [backOfficeMessagesMiddleware],
              children: [...screensIn('backend'), settings],
            },
            { Component: MainLayout, children: screensIn('default') },
            { Component: FrontendLayout, children: screensIn('frontend') },
            ...Object.entries(ROUTE_ALIASES).map(([path, name]) => ({
              path,
              loader: () => redirect(ROUTE_PATHS[name]),
            })),
          ],
        },
      ],
    },
  ];
}
