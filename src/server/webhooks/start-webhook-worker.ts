import type { Db } from '../db/client';
import { startQueuePoller, type RunningWorker } from '../lib/queue-poller';
import { startWebhookRound, type WebhookWorkerOptions } from './webhook-worker';

interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Polls the webhook queue (see startQueuePoller): one per process, claims never overlap. A
 * round's deliveries run on while the next round is claimed (decision 0089), so a receiver
 * that never answers holds only its own endpoint's slots; each round that settles frees slots
 * and polls again at once. `stop()` waits for every delivery in flight to be recorded.
 */
export function startWebhookWorker(
  db: Db,
  options: WebhookWorkerOptions & { intervalMs: number },
  log: WorkerLogger,
): RunningWorker {
  const inFlight = new Set<Promise<void>>();
  const poller = startQueuePoller({
    intervalMs: options.intervalMs,
    async runBatch() {
      const round = await startWebhookRound(db, options);
      if (round.claimed === 0) return false;
      const settling = round.settled.then(
        (result) => {
          log.info(result, 'webhook run');
          if (result.disabled > 0)
            log.warn({ disabled: result.disabled }, 'webhook endpoints paused or disabled');
        },
        (error: unknown) => log.warn({ err: error }, 'webhook deliveries failed; will retry'),
      );
      const tracked = settling.finally(() => {
        inFlight.delete(tracked);
        poller.wake();
      });
      inFlight.add(tracked);
      return round.claimed >= options.batchSize;
    },
    onError: (error) => log.warn({ err: error }, 'webhook run failed; will retry'),
  });
  return {
    async stop() {
      await poller.stop();
      await Promise.all(inFlight);
    },
  };
}
