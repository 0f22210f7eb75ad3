import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { unseal } from '../lib/seal';
import { databaseNow, retryDelaySeconds } from '../mail/outbox-worker';
import { disableFailingEndpoints } from './disable-failing-endpoints';
import { postWebhook, type WebhookAnswer } from './post-webhook';
import type { TargetPolicy } from './target-guard';
import { messageIdOf, signatureHeader } from './webhook-secret';

export interface WebhookWorkerOptions {
  batchSize: number;
  maxAttempts: number;
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  claimSeconds: number;
  timeoutMs: number;
  disableAfterDays: number;
  policy: TargetPolicy;
  /** Opens the sealed endpoint secrets (lib/seal.ts). */
  appKey: string;
}

export function webhookWorkerOptionsFrom(config: AppConfig, appKey: string): WebhookWorkerOptions {
  return {
    batchSize: config.WEBHOOKS_BATCH_SIZE,
    maxAttempts: config.WEBHOOKS_MAX_ATTEMPTS,
    retryBaseSeconds: config.WEBHOOKS_RETRY_BASE_SECONDS,
    retryMaxSeconds: config.WEBHOOKS_RETRY_MAX_SECONDS,
    claimSeconds: config.WEBHOOKS_CLAIM_SECONDS,
    timeoutMs: config.WEBHOOKS_TIMEOUT_MS,
    disableAfterDays: config.WEBHOOKS_DISABLE_AFTER_DAYS,
    policy: { allowLoopback: config.WEBHOOKS_ALLOW_LOOPBACK },
    appKey,
  };
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * Claims due deliveries of enabled endpoints, as the outbox does (decision 0013): pending rows
 * whose time has come and rows whose claim expired (their worker died mid-delivery: at least
 * once). `SKIP LOCKED` keeps concurrent workers on disjoint rows.
 */
async function claimDue(db: Db, now: Date, options: WebhookWorkerOptions): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookEndpoints.enabled, true),
          or(
            and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)),
            and(eq(webhookDeliveries.status, 'sending'), lte(webhookDeliveries.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(options.batchSize)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({
        status: 'sending',
        lockedUntil: addSeconds(now, options.claimSeconds),
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        updatedAt: now,
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** The secrets that sign now: the current one, and the one before a rotation until it expires. */
async function signingSecrets(db: Db, endpointIds: string[], options: WebhookWorkerOptions) {
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      current: webhookEndpoints.secretSealed,
      previous: webhookEndpoints.previousSecretSealed,
      previousValid: sql<boolean>`coalesce(${webhookEndpoints.previousSecretExpiresAt} > now(), false)`,
    })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, endpointIds));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        url: row.url,
        secrets: [row.current, ...(row.previous && row.previousValid ? [row.previous] : [])].map(
          (sealed) => unseal(options.appKey, sealed),
        ),
      },
    ]),
  );
}

const succeeded = (answer: WebhookAnswer) =>
  answer.status !== null && answer.status >= 200 && answer.status < 300;

export interface WebhookRunResult {
  delivered: number;
  retried: number;
  failed: number;
  disabled: number;
}

/**
 * Delivers what is due once, the batch in parallel. Tests drive it with their own time `at`
 * (the backoff and the days of failure count in it); the signature's timestamp is always the
 * real clock, which receivers check against theirs.
 */
export async function processWebhooksOnce(
  db: Db,
  options: WebhookWorkerOptions,
  at?: Date,
): Promise<WebhookRunResult> {
  const now = at ?? (await databaseNow(db));
  const result: WebhookRunResult = { delivered: 0, retried: 0, failed: 0, disabled: 0 };
  const rows = await claimDue(db, now, options);
  if (rows.length === 0) return result;
  const endpoints = await signingSecrets(
    db,
    [...new Set(rows.map((row) => row.endpointId))],
    options,
  );
  const outcomes = await Promise.all(
    rows.map(async (row) => {
      const endpoint = endpoints.get(row.endpointId);
      if (!endpoint) return { row, ok: false };
      const body = JSON.stringify(row.payload);
      const id = messageIdOf(row.id);
      const sentAt = new Date();
      const answer = await postWebhook({
        url: endpoint.url,
        body,
        headers: {
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signatureHeader(endpoint.secrets, id, sentAt, body),
        },
        timeoutMs: options.timeoutMs,
        policy: options.policy,
      });
      const ok = succeeded(answer);
      const giveUp = !ok && row.attempts >= options.maxAttempts;
      await db
        .update(webhookDeliveries)
        .set({
          status: ok ? 'delivered' : giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastAttemptAt: now,
          lastStatus: answer.status,
          lastError: ok ? null : (answer.error ?? `HTTP ${answer.status}`),
          responseMs: answer.ms,
          responseBody: answer.body,
          ...(ok
            ? { deliveredAt: now }
            : { nextAttemptAt: addSeconds(now, retryDelaySeconds(row.attempts, options)) }),
          updatedAt: now,
        })
        .where(eq(webhookDeliveries.id, row.id));
      if (ok) result.delivered += 1;
      else if (giveUp) result.failed += 1;
      else result.retried += 1;
      return { row, ok };
    }),
  );
  const healthy = new Set(outcomes.filter((o) => o.ok).map((o) => o.row.endpointId));
  const failing = [...new Set(outcomes.filter((o) => !o.ok).map((o) => o.row.endpointId))].filter(
    (id) => !healthy.has(id),
  );
  if (healthy.size > 0)
    await db
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(
        and(
          inArray(webhookEndpoints.id, [...healthy]),
          sql`${webhookEndpoints.failingSince} is not null`,
        ),
      );
  if (failing.length > 0)
    result.disabled = await disableFailingEndpoints(db, failing, now, options);
  return result;
}
