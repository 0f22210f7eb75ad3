import type { Db } from '../db/client';
import { startQueuePoller, type RunningWorker } from '../lib/queue-poller';
import { processWebhooksOnce, type WebhookWorkerOptions } from './webhook-worker';

interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Polls the webhook queue (see startQueuePoller): one per process, claims never overlap. */
export function startWebhookWorker(
  db: Db,
  options: WebhookWorkerOptions & { intervalMs: number },
  log: WorkerLogger,
): RunningWorker {
  return startQueuePoller({
    intervalMs: options.intervalMs,
    async runBatch() {
      const result = await processWebhooksOnce(db, options);
      const handled = result.delivered + result.retried + result.failed;
      if (handled > 0) log.info(result, 'webhook run');
      if (result.disabled > 0)
        log.warn({ disabled: result.disabled }, 'webhook endpoints disabled');
      return handled >= options.batchSize;
    },
    onError: (error) => log.warn({ err: error }, 'webhook run failed; will retry'),
  });
}
