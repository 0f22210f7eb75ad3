/** Timing helpers for benchmarks: run a function many times, report p50/p95 in milliseconds. */
export interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

export async function measure(
  run: () => Promise<unknown>,
  runs = 500,
  warmup = 50,
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return timingOf(samples);
}

/** p50 and p95 of samples already taken (milliseconds). */
export function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), runs: sorted.length };
}

export function report(name: string, subject: Timing, baseline: Timing): string {
  const f = (n: number) => n.toFixed(3);
  return (
    `${name}: p50 ${f(subject.p50)} ms, p95 ${f(subject.p95)} ms; baseline p50 ${f(baseline.p50)} ms, ` +
    `p95 ${f(baseline.p95)} ms; ratio p50 ${(subject.p50 / baseline.p50).toFixed(2)}x, ` +
    `p95 ${(subject.p95 / baseline.p95).toFixed(2)}x (${subject.runs} runs)`
  );
}
