export interface RunningWorker {
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

interface QueuePoller {
  intervalMs: number;
  /** Handles one batch; answers whether it was full (more may be waiting: poll again at once). */
  runBatch(): Promise<boolean>;
  /** A batch that threw; the next poll retries. */
  onError(error: unknown): void;
  /** After the last batch, once stopped (closing a transport). */
  onStopped?(): void;
}

/**
 * Polls a durable queue (the mail outbox, decision 0013; the webhook deliveries, 0068) every
 * `intervalMs`, at once again after a full batch. Each process may run one per queue: claims
 * never overlap. `stop()` waits for the batch in flight, so a shutdown leaves nothing half
 * recorded (a killed process leaves claims that expire and are taken again: at least once).
 */
export function startQueuePoller(poller: QueuePoller): RunningWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      let again = false;
      try {
        again = await poller.runBatch();
      } catch (error) {
        poller.onError(error);
      }
      if (!stopped) timer = setTimeout(tick, again ? 0 : poller.intervalMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      poller.onStopped?.();
    },
  };
}
