import type { FastifyInstance } from 'fastify';
import { AUDIT_ENDPOINTS } from '../../shared/audit/audit.endpoints';
import type { Db } from '../db/client';
import { serveEndpoint } from '../lib/serve-endpoint';
import { listAudit } from './audit.queries';

/** The audit list in settings (issue 16): admins only. */
export function auditRoutes(db: Db, cursorKey: string) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, AUDIT_ENDPOINTS.list, {
      access: 'admin',
      handler: async (request) => listAudit(db, request.query, cursorKey),
    });
  };
}
