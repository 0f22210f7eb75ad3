import { generatePath } from 'react-router';
import { ROUTE_PATHS } from '../../shared/routes/route-paths';

export { ROUTE_PATHS };

export type RouteName = keyof typeof ROUTE_PATHS;

export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(ROUTE_PATHS[name], params);
}
