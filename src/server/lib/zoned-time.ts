import { offsetAt } from './zoned-day';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The instant a wall-clock time (`date` YYYY-MM-DD, `time` HH:MM) names in a time zone
 * (decision 0075). Two wall times need a rule:
 * - a time that does not exist (the hour skipped when clocks go forward: 02:30 in Sydney on the
 *   first Sunday of October) moves forward by the gap, to 03:30, as a wall clock would;
 * - a time that happens twice (the hour repeated when clocks go back) is the earlier one, still
 *   on daylight time: a task is never due later than the first time the clock showed it.
 * A zone changes its offset at most once in two days, so the offsets a day either side are the
 * only candidates.
 */
export function instantOfWallTime(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const shows = (instant: number) => instant + offsetAt(instant, timeZone) === wall;
  const candidates = [before, after].filter(shows);
  // No candidate: the skipped hour. The offset before the change puts it past the gap.
  return new Date(candidates.length > 0 ? Math.min(...candidates) : before);
}

/** An instant as the zone's wall clock shows it: `{ date: 'YYYY-MM-DD', time: 'HH:MM' }`. */
export function wallTimeOf(instant: Date, timeZone: string): { date: string; time: string } {
  const wall = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  const iso = wall.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
