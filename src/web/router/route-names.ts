import { generatePath } from 'react-router';
import { ROUTE_PATHS, type RouteName } from '../../shared/routes/route-paths';

export { ROUTE_PATHS, type RouteName };

export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(ROUTE_PATHS[name], params);
}
