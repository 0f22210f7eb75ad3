import { eq } from 'drizzle-orm';
import { shiftDay } from '../../shared/dates/calendar-days';
import { marketDay } from '../../shared/dates/format-date';
import type { Market } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';

/** The lead a term sheet is written for; a missing lead is a 404. */
export async function findTermSheetLead(db: Db | Tx, leadId: string) {
  const [lead] = await db
    .select({
      id: leads.id,
      market: leads.market,
      amount: leads.amount,
      currency: leads.currency,
      reference: leads.reference,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  return lead;
}

/** The firm's calendar day in the market, `addDays` from today. */
export function firmDay(market: Market, addDays = 0): string {
  return shiftDay(marketDay(market), { days: addDays });
}
