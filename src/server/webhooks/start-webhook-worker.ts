import type { Db } from '../db/client';
import type { RunningWorker } from '../mail/outbox-worker';
import { processWebhooksOnce, type WebhookWorkerOptions } from './webhook-worker';

interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Polls the webhook queue every `intervalMs`, at once again after a full batch, as the outbox
 * worker does; every process may run one (claims never overlap). `stop()` waits for the batch
 * in flight, so a shutdown leaves no delivery half recorded (a killed process leaves claims
 * that expire and are sent again: at least once).
 */
export function startWebhookWorker(
  db: Db,
  options: WebhookWorkerOptions & { intervalMs: number },
  log: WorkerLogger,
): RunningWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      let again = false;
      try {
        const result = await processWebhooksOnce(db, options);
        const handled = result.delivered + result.retried + result.failed;
        if (handled > 0) log.info(result, 'webhook run');
        if (result.disabled > 0)
          log.warn({ disabled: result.disabled }, 'webhook endpoints disabled');
        again = handled >= options.batchSize;
      } catch (error) {
        log.warn({ err: error }, 'webhook run failed; will retry');
      }
      if (!stopped) timer = setTimeout(tick, again ? 0 : options.intervalMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
