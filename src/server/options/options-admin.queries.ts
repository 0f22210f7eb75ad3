import { and, asc, eq, sql } from 'drizzle-orm';
import { PER_MARKET_GROUPS, type OptionGroup } from '../../shared/options/option-groups';
import { leadEvents, leads, options, settlements } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import type { OptionRow } from './options.queries';

/** The lead column that stores each lead-field group's value. */
const LEAD_COLUMNS = {
  industry: leads.industry,
  purpose: leads.purpose,
  time_trading: leads.timeTrading,
} as const;
/** The status a closing reason goes with, as written in `status_changed` events. */
const REASON_STATUS = { decline_reason: 'declined', withdrawal_reason: 'withdrawn' } as const;

/**
 * Whether any lead refers to the option. Document types count as always in use for now: the
 * deal room that will store them is not built yet, so they may only be deactivated.
 */
export async function optionInUse(db: DbOrTx, row: OptionRow): Promise<boolean> {
  const group = row.group as OptionGroup;
  if (group === 'document_type' || PER_MARKET_GROUPS.includes(group)) return true;
  if (group === 'lender') {
    // A settlement, reversed or not, names it: deactivate it instead (decision 0054).
    const [hit] = await db
      .select({ id: settlements.id })
      .from(settlements)
      .where(eq(settlements.lender, row.value))
      .limit(1);
    return Boolean(hit);
  }
  if (group in LEAD_COLUMNS) {
    const column = LEAD_COLUMNS[group as keyof typeof LEAD_COLUMNS];
    const [hit] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(column, row.value))
      .limit(1);
    return Boolean(hit);
  }
  if (group in REASON_STATUS) {
    const status = REASON_STATUS[group as keyof typeof REASON_STATUS];
    const [hit] = await db
      .select({ id: leadEvents.id })
      .from(leadEvents)
      .where(
        and(
          eq(leadEvents.type, 'status_changed'),
          sql`${leadEvents.data}->>'to' = ${status}`,
          sql`${leadEvents.data}->>'reason' = ${row.value}`,
        ),
      )
      .limit(1);
    return Boolean(hit);
  }
  return false;
}

/** Every option of every group, in display order. */
export async function allOptions(db: DbOrTx): Promise<OptionRow[]> {
  return db
    .select()
    .from(options)
    .orderBy(asc(options.group), asc(options.sort), asc(options.value));
}

export async function findOption(db: DbOrTx, id: string): Promise<OptionRow | undefined> {
  const [row] = await db.select().from(options).where(eq(options.id, id));
  return row;
}
