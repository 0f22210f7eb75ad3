import { eq } from 'drizzle-orm';
import { leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';

/**
 * The lead a change is about, locked for the transaction, after the optimistic check: a change
 * made from a screen that showed an older version answers 409 (someone else changed the lead)
 * instead of overwriting what they did. Unknown lead: 404.
 */
export async function lockLeadAtVersion(tx: Tx, leadId: string, version: number) {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  if (lead.version !== version) throw new AppError('conflict', 'errors.stale_version');
  return lead;
}
