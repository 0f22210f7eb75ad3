import { endpoint } from '../api/endpoint';
import { ZSearchQuerySchema, ZSearchResponseSchema } from './search.contract';

/** The global search (issue 34, docs/decisions/0078). */
export const SEARCH_ENDPOINTS = {
  /** Admins: leads of both markets, partners and admins matching `q`, each group ranked. */
  search: endpoint({
    method: 'GET',
    path: '/api/search',
    query: ZSearchQuerySchema,
    response: ZSearchResponseSchema,
  }),
};
