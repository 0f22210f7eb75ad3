import type { RouteDeps } from '../lib/route-deps';
import type { FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { WEBHOOKS_ENDPOINTS as E } from '../../shared/webhooks/webhooks.endpoints';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentPartner, currentUser } from '../plugins/access';
import type { UrlPolicy } from './check-webhook-url';
import { proveItIsTheUser } from '../auth/prove-it-is-the-user';
import { createWebhookEndpoint } from './create-webhook-endpoint';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint';
import { redeliverWebhook } from './redeliver-webhook';
import { rotateWebhookSecret } from './rotate-webhook-secret';
import { updateWebhookEndpoint } from './update-webhook-endpoint';
import {
  findEndpointInScope,
  listDeliveries,
  listEndpoints,
  toDelivery,
  toEndpoint,
  type WebhookScope,
} from './webhooks.queries';

/**
 * The caller's endpoints: an admin manages the firm's (every lead), an active partner their own
 * (their leads only). `update:partner:own` admits exactly these two (an admin's `any` implies
 * `own`; a pending or suspended partner, and a firm's colleague (issue 34), have neither).
 */
function scopeOf(request: FastifyRequest): WebhookScope {
  return { partnerId: currentUser(request).role === 'partner' ? currentPartner(request).id : null };
}

/** Webhook endpoints and their delivery logs (issue 33, item 3; decision 0068). */
export function webhooksRoutes({
  db,
  config,
  appKey,
}: Pick<RouteDeps, 'db' | 'config' | 'appKey'>) {
  const policy: UrlPolicy = {
    allowLoopback: config.WEBHOOKS_ALLOW_LOOPBACK,
    production: config.NODE_ENV === 'production',
  };
  const access = 'update:partner:own' as const;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.list, {
      access,
      handler: async (request) => ({
        data: (await listEndpoints(db, scopeOf(request))).map((row) => toEndpoint(row)),
      }),
    });

    serveEndpoint(app, E.create, {
      access,
      handler: async (request) => {
        // An endpoint outlives the session and the password: the session alone may not add one.
        await proveItIsTheUser(
          db,
          appKey,
          currentUser(request),
          request.body,
          'api-keys-validation.webhook_password_needed',
        );
        const created = await createWebhookEndpoint(db, {
          scope: scopeOf(request),
          actorUserId: currentUser(request).id,
          body: request.body,
          appKey,
          policy,
        });
        return { endpoint: toEndpoint(created.endpoint), secret: created.secret };
      },
    });

    serveEndpoint(app, E.update, {
      access,
      handler: async (request) => {
        const endpoint = await updateWebhookEndpoint(db, {
          id: request.params.id,
          scope: scopeOf(request),
          actorUserId: currentUser(request).id,
          body: request.body,
        });
        return { endpoint: toEndpoint(endpoint) };
      },
    });

    serveEndpoint(app, E.remove, {
      access,
      handler: async (request) => {
        await deleteWebhookEndpoint(db, {
          id: request.params.id,
          scope: scopeOf(request),
          actorUserId: currentUser(request).id,
        });
        return { deleted: true as const };
      },
    });

    serveEndpoint(app, E.rotate, {
      access,
      handler: async (request) => {
        const rotated = await rotateWebhookSecret(db, {
          id: request.params.id,
          scope: scopeOf(request),
          actorUserId: currentUser(request).id,
          appKey,
        });
        return { endpoint: toEndpoint(rotated.endpoint), secret: rotated.secret };
      },
    });

    serveEndpoint(app, E.deliveries, {
      access,
      handler: async (request) => {
        const endpoint = await findEndpointInScope(db, request.params.id, scopeOf(request));
        return { data: (await listDeliveries(db, endpoint.id)).map(toDelivery) };
      },
    });

    serveEndpoint(app, E.redeliver, {
      access,
      handler: async (request) => {
        const delivery = await redeliverWebhook(db, {
          endpointId: request.params.id,
          deliveryId: request.params.deliveryId,
          scope: scopeOf(request),
        });
        return { delivery: toDelivery(delivery) };
      },
    });
  };
}
