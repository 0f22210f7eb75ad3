import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction';
import type { CLOSE_REASON_GROUPS } from '../../shared/leads/close-reasons';
import { options } from '../db/schema';

export type OptionRow = typeof options.$inferSelect;

const FORM_OPTION_GROUPS = ['industry', 'purpose', 'time_trading', 'amount_limit'] as const;
type FormOptionGroup = (typeof FORM_OPTION_GROUPS)[number];
type OptionGroup = FormOptionGroup | (typeof CLOSE_REASON_GROUPS)[keyof typeof CLOSE_REASON_GROUPS];

/** Active options of the given groups, in their display order. */
export async function activeOptions(
  db: DbOrTx,
  groups: readonly OptionGroup[] = FORM_OPTION_GROUPS,
): Promise<OptionRow[]> {
  return db
    .select()
    .from(options)
    .where(and(inArray(options.group, [...groups]), eq(options.active, true)))
    .orderBy(asc(options.group), asc(options.sort), asc(options.value));
}
