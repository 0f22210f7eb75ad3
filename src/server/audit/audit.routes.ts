import type { FastifyInstance } from 'fastify';
import { AUDIT_ENDPOINTS } from '../../shared/audit/audit.endpoints';
import { serveEndpoint } from '../lib/serve-endpoint';
import { listAudit } from './audit.queries';
import type { RouteDeps } from '../lib/route-deps';

/** The audit list in settings (issue 16): admins only. */
export function auditRoutes({ db, appKey: cursorKey }: Pick<RouteDeps, 'db' | 'appKey'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, AUDIT_ENDPOINTS.list, {
      access: 'admin',
      handler: async (request) => listAudit(db, request.query, cursorKey),
    });
  };
}
