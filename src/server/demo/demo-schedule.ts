import type { Faker } from '@faker-js/faker';

const DAY_MS = 86_400_000;
/** Demo leads reach back this far. */
const HISTORY_DAYS = 548;
/** The firm grows: today it gets this many times as many leads a day as 18 months ago. */
const GROWTH = 2;

/**
 * Creation times of `total` leads over the last 18 months, oldest first, denser lately: the i-th
 * lead sits at the ((i + jitter) / total) quantile of a linearly rising daily rate, so times rise
 * with i and a batch of leads can be made without sorting the whole million first.
 */
export function createdAtSchedule(rng: Faker, total: number, now: Date) {
  const start = now.getTime() - HISTORY_DAYS * DAY_MS;
  const span = HISTORY_DAYS * DAY_MS - 60_000;
  const slope = GROWTH - 1;
  // Inverse of the cumulative share of a rate 1 + slope·x over x in [0, 1].
  const quantile = (share: number) =>
    slope === 0 ? share : (Math.sqrt(1 + slope * (2 + slope) * share) - 1) / slope;
  return (first: number, count: number): Date[] =>
    Array.from({ length: count }, (_, offset) => {
      const share = (first + offset + rng.number.float()) / total;
      return new Date(start + quantile(Math.min(share, 1)) * span);
    });
}
