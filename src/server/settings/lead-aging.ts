import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction';
import { settings } from '../db/schema';

const DEFAULT_LEAD_AGING_DAYS = 14;

/** Days without activity after which a lead counts as aging (setting `lead_aging_days`). */
export async function leadAgingDays(db: DbOrTx): Promise<number> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'lead_aging_days'));
  const value = Number(row?.value);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_LEAD_AGING_DAYS;
}
