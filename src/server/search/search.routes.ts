import type { FastifyInstance } from 'fastify';
import { SEARCH_ENDPOINTS as E } from '../../shared/search/search.endpoints';
import { serveEndpoint } from '../lib/serve-endpoint';
import type { RouteDeps } from '../lib/route-deps';
import { searchEverything } from './search-everything';

/**
 * The global search box (issue 34, decision 0078). Admins only: it spans both markets, every
 * partner and the admins; a partner searches their own leads in /my-leads.
 */
export function searchRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.search, {
      access: 'admin',
      handler: async (request) => searchEverything(db, request.query.q),
    });
  };
}
