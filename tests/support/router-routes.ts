import type { FastifyInstance } from 'fastify';

export interface RouterRoute {
  method: string;
  url: string;
}

/**
 * Every route the app's router holds, read from Fastify's own printout of its routing tree,
 * independently of any hook: a route registered where the access hook cannot see it (before
 * it, or in a context it does not reach) is still listed. HEAD twins of GET routes are left out.
 *
 * Each line of the tree is `<indent>├── <path segment> (<METHOD>, <METHOD>)`, its indent four
 * characters per level; a child's path continues its parent's.
 */
export function routerRoutes(app: FastifyInstance): RouterRoute[] {
  const parents: string[] = [];
  const routes: RouterRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents.length = depth;
    parents.push(url);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
