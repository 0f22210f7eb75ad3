import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/transaction';
import { options } from '../db/schema';

export type OptionRow = typeof options.$inferSelect;

const FORM_OPTION_GROUPS = ['industry', 'purpose', 'time_trading', 'amount_limit'] as const;
export type FormOptionGroup = (typeof FORM_OPTION_GROUPS)[number];
/** Why a lead was declined or withdrawn: picked from these when its status changes. */
export const CLOSING_REASON_GROUPS = {
  declined: 'decline_reason',
  withdrawn: 'withdrawal_reason',
} as const;
type OptionGroup =
  FormOptionGroup | (typeof CLOSING_REASON_GROUPS)[keyof typeof CLOSING_REASON_GROUPS];

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
