export interface SweepLog {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

export interface Sweep {
  /** Does one round; answers how many things it removed. */
  run(): Promise<number>;
  /** Logged when a round removed something, with `deleted`. */
  done: string;
  /** Logged when a round failed; the next round catches up. */
  failed: string;
}

/**
 * Runs a clean-up on a schedule in every process (each round is safe beside another process's),
 * and once at once when `now` is set: what a killed process left is cleared at the next start.
 */
export function startSweeper(
  sweep: Sweep,
  intervalMs: number,
  log: SweepLog,
  { now = false }: { now?: boolean } = {},
): { stop(): void } {
  const round = () => {
    sweep.run().then(
      (deleted) => {
        if (deleted > 0) log.info({ deleted }, sweep.done);
      },
      (error: unknown) => log.warn({ err: error }, sweep.failed),
    );
  };
  if (now) round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
