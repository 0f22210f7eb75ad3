import type { DbOrTx } from '../db/transaction';
import { readSettings } from './app-settings';

/** Days without activity after which a lead counts as aging (setting `lead_aging_days`). */
export async function leadAgingDays(db: DbOrTx): Promise<number> {
  return (await readSettings(db, ['lead_aging_days'])).lead_aging_days;
}
