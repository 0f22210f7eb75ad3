import { endpoint } from '../api/endpoint';
import {
  ZOutboxCountsResponseSchema,
  ZOutboxIdParamsSchema,
  ZOutboxListRequestSchema,
  ZOutboxListResponseSchema,
  ZOutboxRetryResponseSchema,
} from './outbox-admin.contract';

/** The outgoing mail view at /settings/outbox (issue 16). */
export const OUTBOX_ADMIN_ENDPOINTS = {
  counts: endpoint({
    method: 'GET',
    path: '/api/outbox/counts',
    response: ZOutboxCountsResponseSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/outbox',
    query: ZOutboxListRequestSchema,
    response: ZOutboxListResponseSchema,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/outbox/:id/retry',
    params: ZOutboxIdParamsSchema,
    response: ZOutboxRetryResponseSchema,
  }),
  retryFailed: endpoint({
    method: 'POST',
    path: '/api/outbox/retry-failed',
    response: ZOutboxRetryResponseSchema,
  }),
};
