import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { TWebhookDelivery, TWebhookEndpoint } from '../../shared/webhooks/webhooks.contract';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { messageIdOf } from './webhook-secret';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Whose endpoints a caller manages: the firm's (admins, `partnerId` null) or one partner's.
 * An endpoint outside the caller's scope is the 404 of one that does not exist.
 */
export interface WebhookScope {
  partnerId: string | null;
}

/** How many deliveries the log of one endpoint shows. */
const DELIVERY_LOG_ROWS = 50;

const inScope = (scope: WebhookScope): SQL =>
  scope.partnerId === null
    ? isNull(webhookEndpoints.partnerId)
    : eq(webhookEndpoints.partnerId, scope.partnerId);

export async function listEndpoints(db: DbOrTx, scope: WebhookScope) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(inScope(scope))
    .orderBy(desc(webhookEndpoints.createdAt));
}

export async function countEndpoints(db: DbOrTx, scope: WebhookScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(inScope(scope));
  return row?.n ?? 0;
}

/** The endpoint, locked for the caller's change when `lock` (inside a transaction). */
export async function findEndpointInScope(
  db: DbOrTx,
  id: string,
  scope: WebhookScope,
  { lock = false }: { lock?: boolean } = {},
): Promise<WebhookEndpointRow> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), inScope(scope)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', 'errors.not_found');
  return row;
}

export async function listDeliveries(db: DbOrTx, endpointId: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_ROWS);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What the settings screen shows of an endpoint: never its secrets. */
export function toEndpoint(row: WebhookEndpointRow, now = new Date()): TWebhookEndpoint {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    failing_since: iso(row.failingSince),
    previous_secret_expires_at: overlap ? iso(row.previousSecretExpiresAt) : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: WebhookDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    message_id: messageIdOf(row.id),
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_error: row.lastError,
    response_ms: row.responseMs,
    response_body: row.responseBody,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    last_attempt_at: iso(row.lastAttemptAt),
    delivered_at: iso(row.deliveredAt),
    created_at: row.createdAt.toISOString(),
  };
}
