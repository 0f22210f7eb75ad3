import { endpoint } from '../api/endpoint';
import {
  ZWebhookCreateRequestSchema,
  ZWebhookDeletedResponseSchema,
  ZWebhookDeliveryListResponseSchema,
  ZWebhookDeliveryParamsSchema,
  ZWebhookDeliveryResponseSchema,
  ZWebhookEndpointResponseSchema,
  ZWebhookIdParamsSchema,
  ZWebhookListResponseSchema,
  ZWebhookSecretResponseSchema,
  ZWebhookUpdateRequestSchema,
} from './webhooks.contract';

/**
 * Webhook endpoints (issue 33, item 3): admins manage the firm's, a partner their own; the
 * same paths for both, scoped by who calls.
 */
export const WEBHOOKS_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/api/webhooks', response: ZWebhookListResponseSchema }),
  create: endpoint({
    method: 'POST',
    path: '/api/webhooks',
    body: ZWebhookCreateRequestSchema,
    response: ZWebhookSecretResponseSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/webhooks/:id',
    params: ZWebhookIdParamsSchema,
    body: ZWebhookUpdateRequestSchema,
    response: ZWebhookEndpointResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/webhooks/:id',
    params: ZWebhookIdParamsSchema,
    response: ZWebhookDeletedResponseSchema,
  }),
  rotate: endpoint({
    method: 'POST',
    path: '/api/webhooks/:id/rotate-secret',
    params: ZWebhookIdParamsSchema,
    response: ZWebhookSecretResponseSchema,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    params: ZWebhookIdParamsSchema,
    response: ZWebhookDeliveryListResponseSchema,
  }),
  redeliver: endpoint({
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
    params: ZWebhookDeliveryParamsSchema,
    response: ZWebhookDeliveryResponseSchema,
  }),
};
