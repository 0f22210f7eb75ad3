import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookDeliveries } from '../db/schema';
import { AppError } from '../errors';
import {
  findEndpointInScope,
  type WebhookDeliveryRow,
  type WebhookScope,
} from './webhooks.queries';

/**
 * Queues one delivery again, at once, with the same `webhook-id` (the receiver may have it
 * already and drop it) and the same body. A delivery being sent right now is a 409: the
 * worker's answer is moments away.
 */
export async function redeliverWebhook(
  db: Db,
  input: { endpointId: string; deliveryId: string; scope: WebhookScope },
): Promise<WebhookDeliveryRow> {
  return db.transaction(async (tx) => {
    const endpoint = await findEndpointInScope(tx, input.endpointId, input.scope);
    const [delivery] = await tx
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.id, input.deliveryId),
          eq(webhookDeliveries.endpointId, endpoint.id),
        ),
      )
      .for('update');
    if (!delivery) throw new AppError('not_found', 'errors.not_found');
    if (delivery.status === 'sending') throw new AppError('conflict', 'webhooks.errors.sending');
    const [queued] = await tx
      .update(webhookDeliveries)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        lockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookDeliveries.id, input.deliveryId))
      .returning();
    if (!queued) throw new Error('webhook delivery update returned no row');
    return queued;
  });
}
