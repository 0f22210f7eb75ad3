import type { FastifyInstance } from 'fastify';
import { LEAD_BULK_ENDPOINTS } from '../../shared/leads/lead-list.endpoints';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { bulkAssignLeads } from './bulk-assign-leads';
import { bulkChangeStatus } from './bulk-change-status';
import { activeAdmins } from './lead-bulk.queries';
import type { RouteDeps } from '../lib/route-deps';

/** Bulk status change and assignment of the leads selected in an admin's list (issue 15). */
export function leadBulkRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, LEAD_BULK_ENDPOINTS.assignees, {
      access: 'read:lead:any',
      handler: async () => ({ admins: await activeAdmins(db) }),
    });
    serveEndpoint(app, LEAD_BULK_ENDPOINTS.status, {
      access: 'update:lead:any',
      handler: async (request) =>
        bulkChangeStatus(db, request.body, currentUser(request).id, requestTranslator(request)),
    });
    serveEndpoint(app, LEAD_BULK_ENDPOINTS.assign, {
      access: 'update:lead:any',
      handler: async (request) =>
        bulkAssignLeads(db, request.body, currentUser(request).id, requestTranslator(request)),
    });
  };
}
