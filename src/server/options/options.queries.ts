import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction';
import { options } from '../db/schema';

export type OptionRow = typeof options.$inferSelect;

const FORM_OPTION_GROUPS = ['industry', 'purpose', 'time_trading', 'amount_limit'] as const;
export type FormOptionGroup = (typeof FORM_OPTION_GROUPS)[number];

/** Active options of the given groups, in their display order. */
export async function activeOptions(
  db: DbOrTx,
  groups: readonly FormOptionGroup[] = FORM_OPTION_GROUPS,
): Promise<OptionRow[]> {
  return db
    .select()
    .from(options)
    .where(and(inArray(options.group, [...groups]), eq(options.active, true)))
    .orderBy(asc(options.group), asc(options.sort), asc(options.value));
}
