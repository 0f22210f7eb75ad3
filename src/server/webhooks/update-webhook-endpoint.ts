import type { z } from 'zod';
import type { ZWebhookUpdateRequestSchema } from '../../shared/webhooks/webhooks.contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { webhookEndpoints } from '../db/schema';
import { eq, sql } from 'drizzle-orm';
import {
  findEndpointInScope,
  type WebhookEndpointRow,
  type WebhookScope,
} from './webhooks.queries';

/**
 * Changes an endpoint's events or turns it off and on. Turning it on again clears the failure
 * clock, so an endpoint the worker disabled gets a fresh N days; deliveries still pending
 * resume (the worker skips a disabled endpoint's rows, it does not drop them).
 */
export async function updateWebhookEndpoint(
  db: Db,
  input: {
    id: string;
    scope: WebhookScope;
    actorUserId: string;
    body: z.output<typeof ZWebhookUpdateRequestSchema>;
  },
): Promise<WebhookEndpointRow> {
  return db.transaction(async (tx) => {
    const before = await findEndpointInScope(tx, input.id, input.scope, { lock: true });
    const { events, enabled } = input.body;
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        ...(events ? { events } : {}),
        ...(enabled === undefined
          ? {}
          : enabled
            ? { enabled: true, disabledReason: null, failingSince: null, consecutiveTimeouts: 0 }
            : { enabled: false, disabledReason: 'owner' as const }),
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    if (!after) throw new Error('webhook endpoint update returned no row');
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'webhook.updated',
      entityType: 'webhook_endpoint',
      entityId: before.id,
      before: { events: before.events, enabled: before.enabled },
      after: { events: after.events, enabled: after.enabled },
    });
    return after;
  });
}
