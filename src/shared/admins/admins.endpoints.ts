import { endpoint } from '../api/endpoint';
import {
  ZAdminActionResponseSchema,
  ZAdminIdParamsSchema,
  ZAdminListRequestSchema,
  ZAdminListResponseSchema,
  ZInviteAdminRequestSchema,
} from './admins.contract';

const byId = { params: ZAdminIdParamsSchema } as const;

/** The admins of the firm at /settings/admins (issue 16). */
export const ADMINS_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admins',
    query: ZAdminListRequestSchema,
    response: ZAdminListResponseSchema,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/admins',
    body: ZInviteAdminRequestSchema,
    response: ZAdminActionResponseSchema,
  }),
  resendInvite: endpoint({
    method: 'POST',
    path: '/api/admins/:id/invite',
    ...byId,
    response: ZAdminActionResponseSchema,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/admins/:id/disable',
    ...byId,
    response: ZAdminActionResponseSchema,
  }),
  enable: endpoint({
    method: 'POST',
    path: '/api/admins/:id/enable',
    ...byId,
    response: ZAdminActionResponseSchema,
  }),
};
