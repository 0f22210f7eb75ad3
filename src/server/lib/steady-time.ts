/**
 * Runs `work` and answers no sooner than `floorMs` after it began. An answer that must not tell
 * whether an address has an account (reset and resend requests) otherwise leaks it by its time:
 * the known address writes a token and an e-mail, the unknown one reads a single row.
 */
export async function withSteadyTime<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const left = floorMs - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}
