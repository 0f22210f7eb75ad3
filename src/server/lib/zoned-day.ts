/**
 * Where a calendar day begins in a time zone, as an instant. A date typed in a filter means
 * a day on the firm's clock (Sydney, Auckland), not in UTC: a lead received at 23:30 in
 * Sydney belongs to that Sydney day, though it is still the day before in UTC.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the day `date` (YYYY-MM-DD) plus `addDays` begins in `timeZone` (or reaches
 * `hour` o'clock there). The offset is read twice: the second time at the answer itself, which
 * a daylight-saving change between UTC midnight and local midnight would otherwise put an hour
 * off.
 */
export function dayStartIn(date: string, timeZone: string, addDays = 0, hour = 0): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day + addDays, hour);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/** The calendar year on the zone's clock at an instant: 2027 in Sydney at 21:00 UTC on 31 December. */
export function yearIn(instant: Date, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(instant);
  return Number(parts.find((item) => item.type === 'year')?.value);
}

/**
 * The calendar day (YYYY-MM-DD) on the zone's clock at an instant (issue 30): a Sydney lead of
 * 25 November at 05:59 is dated 2026-11-25 in an export, though it is still the 24th in UTC.
 */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (parts.find((item) => item.type === type)?.value ?? '').padStart(2, '0');
  return `${part('year')}-${part('month')}-${part('day')}`;
}
