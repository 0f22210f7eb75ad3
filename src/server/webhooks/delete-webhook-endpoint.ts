import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { webhookEndpoints } from '../db/schema';
import { findEndpointInScope, type WebhookScope } from './webhooks.queries';

/** Removes an endpoint with its delivery log and its undelivered events (cascade). */
export async function deleteWebhookEndpoint(
  db: Db,
  input: { id: string; scope: WebhookScope; actorUserId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const endpoint = await findEndpointInScope(tx, input.id, input.scope, { lock: true });
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'webhook.deleted',
      entityType: 'webhook_endpoint',
      entityId: endpoint.id,
      before: { url: endpoint.url, events: endpoint.events },
    });
  });
}
