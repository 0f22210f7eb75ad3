import type { Translate } from '../validation/format-issue';

/**
 * How long to wait, as people say it: seconds under a minute, then whole minutes, then whole
 * hours, each rounded up so the wait is never shorter than said ("15 minutes", not "887
 * seconds"), in the plural form of the language.
 */
export function formatWait(seconds: number, t: Translate): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return t('errors.wait.seconds', { count: whole });
  if (whole < 3600) return t('errors.wait.minutes', { count: Math.ceil(whole / 60) });
  return t('errors.wait.hours', { count: Math.ceil(whole / 3600) });
}
