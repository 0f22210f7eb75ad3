/**
 * Arithmetic on calendar days written YYYY-MM-DD. A day is already on a market's clock (see
 * marketDay), so it is counted as a bare date in UTC: no zone and no daylight saving moves it.
 */
const parse = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month, date };
};
const write = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `days` days and `months` months after `day` (before, when negative). */
export function shiftDay(
  day: string,
  { days = 0, months = 0 }: { days?: number; months?: number },
) {
  const { year, month, date } = parse(day);
  return write(Date.UTC(year, month - 1 + months, date + days));
}

/** The Monday that begins the week of `day` (weeks start on Monday, as the dashboard counts). */
export function mondayOf(day: string): string {
  const { year, month, date } = parse(day);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return shiftDay(day, { days: -((weekday + 6) % 7) });
}
