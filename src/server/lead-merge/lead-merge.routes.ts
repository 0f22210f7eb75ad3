import type { RouteDeps } from '../lib/route-deps';
import type { FastifyInstance } from 'fastify';
import { LEAD_MERGE_ENDPOINTS } from '../../shared/lead-merge/lead-merge.endpoints';
import { serveEndpoint } from '../lib/serve-endpoint';
import { idOrNotFound } from '../leads/lead-detail.queries';
import { currentUser } from '../plugins/access';
import { mergeLeads } from './merge-leads';

/** Lead merge (issue 33, item 5): admins only. */
export function leadMergeRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, LEAD_MERGE_ENDPOINTS.merge, {
      access: 'admin',
      handler: async (request) => {
        const result = await mergeLeads(db, {
          ...request.body,
          survivorId: idOrNotFound(request.params.id),
          actorUserId: currentUser(request).id,
        });
        request.log.info({ leadId: result.lead_id, merged: result.merged.id }, 'leads merged');
        return result;
      },
    });
  };
}
