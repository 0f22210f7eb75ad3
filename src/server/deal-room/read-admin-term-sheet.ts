import { and, eq } from 'drizzle-orm';
import type { TTermSheetFields } from '../../shared/deal-room/term-sheet.contract';
import { suggestedRepayment } from '../../shared/deal-room/repayment';
import { OPTION_DATA_SCHEMAS } from '../../shared/options/option-groups';
import { type Market } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { options } from '../db/schema';
import { fieldsOf, findTermSheet, toTermSheet } from './term-sheets.queries';
import { findTermSheetLead, firmDay } from './term-sheet-lead';

/** Days a new term sheet stays open for acceptance unless the admin changes it. */
const DEFAULT_OPEN_DAYS = 14;

/** A new term sheet starts from the market's `term_sheet_default` option and the lead's amount. */
async function defaultsFor(
  db: Db,
  lead: { market: Market; amount: number },
): Promise<TTermSheetFields> {
  const [option] = await db
    .select({ data: options.data })
    .from(options)
    .where(and(eq(options.group, 'term_sheet_default'), eq(options.value, lead.market)));
  const parsed = OPTION_DATA_SCHEMAS.term_sheet_default.safeParse(option?.data);
  const base = parsed.success
    ? parsed.data
    : {
        interest_rate_type: 'fixed' as const,
        interest_rate: 12,
        term_months: 36,
        repayment_frequency: 'monthly' as const,
        establishment_fee: 0,
      };
  const terms = { ...base, facility_amount: lead.amount };
  return {
    ...terms,
    repayment_amount: suggestedRepayment(terms),
    other_fees: '',
    security: '',
    conditions: '',
    expires_on: firmDay(lead.market, DEFAULT_OPEN_DAYS),
  };
}

export async function readAdminTermSheet(db: Db, leadId: string) {
  const lead = await findTermSheetLead(db, leadId);
  const found = await findTermSheet(db, leadId, lead.market);
  return {
    term_sheet: found ? toTermSheet(found.sheet, found.pastExpiry) : null,
    defaults: found ? fieldsOf(found.sheet) : await defaultsFor(db, lead),
  };
}
