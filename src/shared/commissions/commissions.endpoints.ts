import { endpoint } from '../api/endpoint';
import {
  ZPartnerActionResponseSchema,
  ZPartnerIdParamsSchema,
} from '../partners/partners-admin.contract';
import {
  ZCommissionListQuerySchema,
  ZCommissionListResponseSchema,
  ZCommissionMoveRequestSchema,
  ZCommissionMoveResponseSchema,
  ZCommissionTermsRequestSchema,
  ZMyCommissionsResponseSchema,
} from './commissions.contract';

/** Partner commissions (issue 16): the admin's list and actions, and a partner's own view. */
export const COMMISSIONS_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/commissions',
    query: ZCommissionListQuerySchema,
    response: ZCommissionListResponseSchema,
  }),
  move: endpoint({
    method: 'POST',
    path: '/api/commissions/status',
    body: ZCommissionMoveRequestSchema,
    response: ZCommissionMoveResponseSchema,
  }),
  terms: endpoint({
    method: 'PUT',
    path: '/api/partners/:id/commission',
    params: ZPartnerIdParamsSchema,
    body: ZCommissionTermsRequestSchema,
    response: ZPartnerActionResponseSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/my-commissions',
    response: ZMyCommissionsResponseSchema,
  }),
};

/** The approved, unpaid commissions as CSV (a file download, not JSON). */
export const COMMISSION_EXPORT_PATH = '/api/commissions/export';
