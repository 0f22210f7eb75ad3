import { eq } from 'drizzle-orm';
import type { Market } from '../../shared/markets/markets';
import { leads } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';

/** The lead a task is for, with the market whose clock its due time is typed on; else 404. */
export async function taskLead(
  db: DbOrTx,
  leadId: string,
): Promise<{ id: string; market: Market }> {
  const [lead] = await db
    .select({ id: leads.id, market: leads.market })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  return lead;
}
