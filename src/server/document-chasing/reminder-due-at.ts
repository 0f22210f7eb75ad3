import { dayIn, dayStartIn } from '../lib/zoned-day';

/** Reminders go out from this hour on the firm's clock of the lead's market: a working morning. */
const REMINDER_HOUR = 9;

/**
 * When the next reminder is due: `everyDays` calendar days after `from` (the link's sending or
 * the last reminder), at REMINDER_HOUR on the market's clock. Counted in calendar days of that
 * clock, not in 24-hour steps, so a daylight-saving change in between keeps it at 09:00 local.
 */
export function reminderDueAt(from: Date, everyDays: number, timeZone: string): Date {
  return dayStartIn(dayIn(from, timeZone), timeZone, everyDays, REMINDER_HOUR);
}
