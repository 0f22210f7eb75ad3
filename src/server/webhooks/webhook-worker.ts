import { inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { webhookEndpoints } from '../db/schema';
import { unseal } from '../lib/seal';
import { databaseNow } from '../mail/outbox-worker';
import { claimDueDeliveries, type ClaimLimits, type DeliveryRow } from './claim-due-deliveries';
import { postWebhook } from './post-webhook';
import { recordWebhookOutcome, type OutcomeOptions } from './record-webhook-outcome';
import type { TargetPolicy } from './target-guard';
import { messageIdOf, signatureHeader } from './webhook-secret';

export interface WebhookWorkerOptions extends ClaimLimits, OutcomeOptions {
  timeoutMs: number;
  policy: TargetPolicy;
  /** Opens the sealed endpoint secrets (lib/seal.ts). */
  appKey: string;
}

export function webhookWorkerOptionsFrom(config: AppConfig, appKey: string): WebhookWorkerOptions {
  return {
    batchSize: config.WEBHOOKS_BATCH_SIZE,
    endpointConcurrency: config.WEBHOOKS_ENDPOINT_CONCURRENCY,
    maxAttempts: config.WEBHOOKS_MAX_ATTEMPTS,
    retryBaseSeconds: config.WEBHOOKS_RETRY_BASE_SECONDS,
    retryMaxSeconds: config.WEBHOOKS_RETRY_MAX_SECONDS,
    claimSeconds: config.WEBHOOKS_CLAIM_SECONDS,
    timeoutMs: config.WEBHOOKS_TIMEOUT_MS,
    disableAfterDays: config.WEBHOOKS_DISABLE_AFTER_DAYS,
    pauseAfterTimeouts: config.WEBHOOKS_PAUSE_AFTER_TIMEOUTS,
    policy: { allowLoopback: config.WEBHOOKS_ALLOW_LOOPBACK },
    appKey,
  };
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

export interface WebhookRunResult {
  delivered: number;
  retried: number;
  failed: number;
  disabled: number;
}

export interface WebhookRound {
  /** Deliveries claimed by this round. */
  claimed: number;
  /** Settles once every claimed delivery is sent and recorded. */
  settled: Promise<WebhookRunResult>;
}

/**
 * Claims a fair round (claim-due-deliveries.ts) and starts its deliveries without waiting for
 * them: the worker claims the next round while a slow receiver still holds its own slots
 * (decision 0089), and each delivery is recorded the moment it ends. Tests drive it with their
 * own time `at` (the backoff and the days of failure count in it); the signature's timestamp is
 * always the real clock, which receivers check against theirs.
 */
export async function startWebhookRound(
  db: Db,
  options: WebhookWorkerOptions,
  at?: Date,
): Promise<WebhookRound> {
  const now = at ?? (await databaseNow(db));
  const rows = await claimDueDeliveries(db, now, options);
  const result: WebhookRunResult = { delivered: 0, retried: 0, failed: 0, disabled: 0 };
  if (rows.length === 0) return { claimed: 0, settled: Promise.resolve(result) };
  const endpoints = await signingSecrets(
    db,
    [...new Set(rows.map((row) => row.endpointId))],
    options,
  );
  const deliver = async (row: DeliveryRow) => {
    // Deleted since the claim: the row went with it (cascade), nothing to send or record.
    const endpoint = endpoints.get(row.endpointId);
    if (!endpoint) return;
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
    const recorded = await recordWebhookOutcome(db, row, answer, now, options);
    result[recorded.outcome] += 1;
    if (recorded.turnedOff) result.disabled += 1;
  };
  const settled = Promise.all(rows.map(deliver)).then(() => result);
  return { claimed: rows.length, settled };
}

/** One round, waited for to the end: what the tests and scripts run. */
export async function processWebhooksOnce(
  db: Db,
  options: WebhookWorkerOptions,
  at?: Date,
): Promise<WebhookRunResult> {
  return (await startWebhookRound(db, options, at)).settled;
}
