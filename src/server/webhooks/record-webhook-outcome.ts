import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { retryDelaySeconds } from '../mail/outbox-worker';
import type { DeliveryRow } from './claim-due-deliveries';
import type { WebhookAnswer } from './post-webhook';
import { turnOffEndpoint } from './turn-off-endpoint';

export interface OutcomeOptions {
  maxAttempts: number;
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  /** WEBHOOKS_DISABLE_AFTER_DAYS: no success for this long turns the endpoint off (0068). */
  disableAfterDays: number;
  /** WEBHOOKS_PAUSE_AFTER_TIMEOUTS: this many unanswered deliveries in a row pause it (0089). */
  pauseAfterTimeouts: number;
}

export type DeliveryOutcome = 'delivered' | 'retried' | 'failed';

const succeeded = (answer: WebhookAnswer) =>
  answer.status !== null && answer.status >= 200 && answer.status < 300;

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * Records one attempt as soon as it ends, in one transaction with its endpoint's health: each
 * delivery settles on its own, so a slow one never holds back another's record (decision 0089).
 * A success clears the endpoint's failure clock and its run of timeouts. A failure starts the
 * clock (turned off after `disableAfterDays`, decision 0068); a delivery that got no answer in
 * time adds to the run, any answer ends it, and a run of `pauseAfterTimeouts` pauses the
 * endpoint: a receiver that accepts connections and never answers costs its queue a timeout
 * per delivery, for days, before the failure clock would stop it.
 */
export async function recordWebhookOutcome(
  db: Db,
  row: DeliveryRow,
  answer: WebhookAnswer,
  now: Date,
  options: OutcomeOptions,
): Promise<{ outcome: DeliveryOutcome; turnedOff: boolean }> {
  const ok = succeeded(answer);
  const outcome = ok ? 'delivered' : row.attempts >= options.maxAttempts ? 'failed' : 'retried';
  return db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: outcome === 'retried' ? 'pending' : outcome,
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
    if (ok) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null, consecutiveTimeouts: 0 })
        .where(
          sql`${webhookEndpoints.id} = ${row.endpointId} and (${webhookEndpoints.failingSince} is not null or ${webhookEndpoints.consecutiveTimeouts} > 0)`,
        );
      return { outcome, turnedOff: false };
    }
    const [health] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})`,
        consecutiveTimeouts: answer.timedOut ? sql`${webhookEndpoints.consecutiveTimeouts} + 1` : 0,
      })
      .where(eq(webhookEndpoints.id, row.endpointId))
      .returning({
        failingSince: webhookEndpoints.failingSince,
        timeouts: webhookEndpoints.consecutiveTimeouts,
      });
    if (!health?.failingSince) return { outcome, turnedOff: false };
    const cutoff = now.getTime() - options.disableAfterDays * 86_400_000;
    const turnedOff =
      health.timeouts >= options.pauseAfterTimeouts
        ? await turnOffEndpoint(
            tx,
            row.endpointId,
            { reason: 'timing_out', timeouts: health.timeouts },
            now,
          )
        : health.failingSince.getTime() <= cutoff
          ? await turnOffEndpoint(
              tx,
              row.endpointId,
              { reason: 'failing', days: options.disableAfterDays },
              now,
            )
          : false;
    return { outcome, turnedOff };
  });
}
