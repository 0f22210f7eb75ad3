import { eq } from 'drizzle-orm';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
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
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_INFO[market].timeZone }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + addDays);
  return date.toISOString().slice(0, 10);
}
