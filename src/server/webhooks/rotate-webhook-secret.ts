import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { webhookEndpoints } from '../db/schema';
import { seal } from '../lib/seal';
import { newWebhookSecret, PREVIOUS_SECRET_HOURS } from './webhook-secret';
import {
  findEndpointInScope,
  type WebhookEndpointRow,
  type WebhookScope,
} from './webhooks.queries';

/**
 * A new secret, shown once. The one it replaces keeps signing beside it (two signatures in the
 * header, as Standard Webhooks allows) for PREVIOUS_SECRET_HOURS, so a receiver can switch
 * without losing a delivery; a second rotation within that time drops the oldest.
 */
export async function rotateWebhookSecret(
  db: Db,
  input: { id: string; scope: WebhookScope; actorUserId: string; appKey: string },
): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const current = await findEndpointInScope(tx, input.id, input.scope, { lock: true });
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        secretSealed: seal(input.appKey, secret),
        previousSecretSealed: current.secretSealed,
        previousSecretExpiresAt: sql`now() + make_interval(hours => ${PREVIOUS_SECRET_HOURS})`,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    if (!endpoint) throw new Error('webhook endpoint update returned no row');
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'webhook.secret_rotated',
      entityType: 'webhook_endpoint',
      entityId: current.id,
    });
    return { endpoint, secret };
  });
}
