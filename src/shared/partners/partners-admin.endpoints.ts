import { endpoint } from '../api/endpoint';
import {
  ZPartnerActionResponseSchema,
  ZPartnerAuditResponseSchema,
  ZPartnerDetailResponseSchema,
  ZPartnerIdParamsSchema,
  ZPartnerListRequestSchema,
  ZPartnerListResponseSchema,
  ZPartnerUpdateRequestSchema,
} from './partners-admin.contract';

const byId = { params: ZPartnerIdParamsSchema } as const;

/** The partners back office at /partners (issue 16). */
export const PARTNERS_ADMIN_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/partners',
    query: ZPartnerListRequestSchema,
    response: ZPartnerListResponseSchema,
  }),
  show: endpoint({
    method: 'GET',
    path: '/api/partners/:id',
    ...byId,
    response: ZPartnerDetailResponseSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/partners/:id',
    ...byId,
    body: ZPartnerUpdateRequestSchema,
    response: ZPartnerActionResponseSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/partners/:id/approve',
    ...byId,
    response: ZPartnerActionResponseSchema,
  }),
  suspend: endpoint({
    method: 'POST',
    path: '/api/partners/:id/suspend',
    ...byId,
    response: ZPartnerActionResponseSchema,
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/api/partners/:id/reactivate',
    ...byId,
    response: ZPartnerActionResponseSchema,
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/partners/:id/audit',
    ...byId,
    response: ZPartnerAuditResponseSchema,
  }),
};
