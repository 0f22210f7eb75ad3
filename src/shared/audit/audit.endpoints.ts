import { endpoint } from '../api/endpoint';
import { ZAuditListRequestSchema, ZAuditListResponseSchema } from './audit.contract';

/** The audit trail of admin changes (issue 16). */
export const AUDIT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/audit',
    query: ZAuditListRequestSchema,
    response: ZAuditListResponseSchema,
  }),
};
