import { and, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../shared/leads/pipeline';
import { LEAD_AGING_DAYS_MAX, SETTING_DEFAULTS } from '../../shared/settings/settings.contract';
import { leads, settings } from '../db/schema';

/**
 * Days without activity after which an open lead counts as aging (setting `lead_aging_days`),
 * as an expression read by the very statement that uses it: no round trip of its own before a
 * list, and no copy in one process's memory, so a change saved by any process shows on the
 * next request everywhere (DESIGN.md). Like readSettings, a stored value that is not a whole
 * number of days in range counts as the default. The CASE keeps the cast from ever seeing a
 * value that is not a JSON number.
 */
export const LEAD_AGING_DAYS: SQL<number> = sql<number>`coalesce((
  select stored.days::int from (
    select case when jsonb_typeof(${settings.value}) = 'number' then (${settings.value})::numeric end as days
    from ${settings} where ${settings.key} = 'lead_aging_days'
  ) stored
  where stored.days between 1 and ${LEAD_AGING_DAYS_MAX} and stored.days = trunc(stored.days)
), ${SETTING_DEFAULTS.lead_aging_days})`
  .inlineParams()
  .mapWith(Number);

/**
 * The conditions of an aging lead: open, and no activity for the setting's days. Its constants
 * are written into the text, not sent as values: a list statement whose every value is a
 * constant is planned once per connection (decision 0049).
 */
export function agingConditions(): SQL {
  return and(
    inArray(leads.status, OPEN_STATUSES),
    lt(leads.lastActivityAt, sql`now() - make_interval(days => ${LEAD_AGING_DAYS})`),
  )!.inlineParams();
}

/** Whether the row's lead is aging, as a column of a select. */
export function isAging(): SQL<boolean> {
  return sql<boolean>`(${agingConditions()})`;
}
