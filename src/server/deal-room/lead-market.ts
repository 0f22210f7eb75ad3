import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import { AppError } from '../errors';

/** The market of a lead the admin works on; a missing lead is a 404. */
export async function marketOf(db: Db, leadId: string) {
  const [lead] = await db.select({ market: leads.market }).from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  return lead.market;
}
