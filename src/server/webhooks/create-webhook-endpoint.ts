import type { z } from 'zod';
import type { ZWebhookCreateRequestSchema } from '../../shared/webhooks/webhooks.contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { webhookEndpoints } from '../db/schema';
import { seal } from '../lib/seal';
import { assertRoomForEndpoint } from './assert-room-for-endpoint';
import { checkWebhookUrl, type UrlPolicy } from './check-webhook-url';
import { newWebhookSecret } from './webhook-secret';
import type { WebhookEndpointRow, WebhookScope } from './webhooks.queries';

/**
 * Registers an endpoint for the caller's scope. The secret is returned once, here, and kept
 * only sealed under the app key: the worker needs it back to sign, so it cannot be a hash.
 */
export async function createWebhookEndpoint(
  db: Db,
  input: {
    scope: WebhookScope;
    /** Null for a script (the benchmark); the routes always pass the signed-in user. */
    actorUserId: string | null;
    body: Pick<z.output<typeof ZWebhookCreateRequestSchema>, 'url' | 'events'>;
    appKey: string;
    policy: UrlPolicy;
  },
): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  const url = await checkWebhookUrl(input.body.url, input.policy);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    await assertRoomForEndpoint(tx, input.scope);
    const [endpoint] = await tx
      .insert(webhookEndpoints)
      .values({
        partnerId: input.scope.partnerId,
        createdBy: input.actorUserId,
        url,
        events: input.body.events,
        secretSealed: seal(input.appKey, secret),
      })
      .returning();
    if (!endpoint) throw new Error('webhook endpoint insert returned no row');
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'webhook.created',
      entityType: 'webhook_endpoint',
      entityId: endpoint.id,
      after: { url, events: endpoint.events, partner_id: endpoint.partnerId },
    });
    return { endpoint, secret };
  });
}
