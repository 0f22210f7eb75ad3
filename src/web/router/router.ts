import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/session/navigator';
import { buildRoutes } from './routes';

/** History-mode data router; code outside React navigates through it. */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  setNavigator((path) => router.navigate(path));
  return router;
}
