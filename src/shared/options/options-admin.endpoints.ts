import { endpoint } from '../api/endpoint';
import {
  ZCreateOptionRequestSchema,
  ZOptionChangedResponseSchema,
  ZOptionIdParamsSchema,
  ZOptionsListResponseSchema,
  ZReorderOptionsRequestSchema,
  ZUpdateOptionRequestSchema,
} from './options-admin.contract';

/** The option lists at /options (issue 16): admins only. */
export const OPTIONS_ADMIN_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/api/options', response: ZOptionsListResponseSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/options',
    body: ZCreateOptionRequestSchema,
    response: ZOptionChangedResponseSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/options/:id',
    params: ZOptionIdParamsSchema,
    body: ZUpdateOptionRequestSchema,
    response: ZOptionChangedResponseSchema,
  }),
  reorder: endpoint({
    method: 'PUT',
    path: '/api/options/order',
    body: ZReorderOptionsRequestSchema,
    response: ZOptionChangedResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/options/:id',
    params: ZOptionIdParamsSchema,
    response: ZOptionChangedResponseSchema,
  }),
};
