export interface RunningWorker {
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

export interface RunningPoller extends RunningWorker {
  /** Polls at once instead of at the next interval (work was freed); no-op while a batch runs. */
  wake(): void;
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
export function startQueuePoller(poller: QueuePoller): RunningPoller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;

  const tick = () => {
    busy = true;
    running = (async () => {
      let again = false;
      try {
        again = await poller.runBatch();
      } catch (error) {
        poller.onError(error);
      }
      busy = false;
      if (!stopped) timer = setTimeout(tick, again ? 0 : poller.intervalMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    wake() {
      if (stopped || busy) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      poller.onStopped?.();
    },
  };
}
