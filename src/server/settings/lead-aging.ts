import { sql, type SQL } from 'drizzle-orm';
import { SETTING_DEFAULTS, ZAppSettingsSchema } from '../../shared/settings/settings.contract';
import { settings } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { readSettings } from './app-settings';

/** Days without activity after which a lead counts as aging (setting `lead_aging_days`). */
export async function leadAgingDays(db: DbOrTx): Promise<number> {
  return (await readSettings(db, ['lead_aging_days'])).lead_aging_days;
}

/** A number of days, or the statement that reads it (leadAgingDaysSql). */
export type AgingDays = number | SQL<number>;

/**
 * The same setting as a scalar subquery, for a statement that needs it beside its own work (a
 * lead list: one round trip instead of two, issue 18). The rules are the setting's schema's: a
 * whole number within its bounds, else the default; lead-aging.test.ts holds the two together.
 */
export function leadAgingDaysSql(): SQL<number> {
  const { minValue, maxValue } = ZAppSettingsSchema.shape.lead_aging_days;
  // CASE, not AND: SQL does not promise to test the type before the cast would fail.
  const stored = sql`(select case when jsonb_typeof(${settings.value}) = 'number' then (${settings.value})::numeric end as days from ${settings} where ${settings.key} = 'lead_aging_days')`;
  const valid = sql`days = trunc(days) and days between ${minValue} and ${maxValue}`;
  return sql<number>`coalesce((select case when ${valid} then days::int end from ${stored} as stored), ${SETTING_DEFAULTS.lead_aging_days})`;
}
