import { eq } from 'drizzle-orm';
import { settings } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

const DEFAULT_LEAD_AGING_DAYS = 14;

/** Days without activity after which an open lead counts as aging (setting `lead_aging_days`). */
export async function leadAgingDays(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'lead_aging_days'));
  const days = Number(row?.value);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_LEAD_AGING_DAYS;
}
