/**
 * The x axis's labels in the reader's language: uPlot's own are month/day ('9/7'), which a
 * French or Spanish reader takes for the 9th of July. The year is added under the first label
 * and wherever it changes.
 */
export function weekLabels(locale: string) {
  const dayMonth = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' });
  return (_: unknown, splits: number[]) =>
    splits.map((seconds, index) => {
      const date = new Date(seconds * 1000);
      const previous = index > 0 ? new Date(splits[index - 1]! * 1000) : undefined;
      const newYear = previous?.getUTCFullYear() !== date.getUTCFullYear();
      return newYear ? `${dayMonth.format(date)}\n${year.format(date)}` : dayMonth.format(date);
    });
}
