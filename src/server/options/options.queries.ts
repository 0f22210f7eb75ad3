import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/** What validating a form needs of an option (no labels). */
export type OptionRule = Pick<OptionRow, 'group' | 'value' | 'data'>;

/**
 * The active options of the guest forms' groups (value and data, no labels) as one JSON column,
 * in display order, for a statement that reads them beside other work.
 */
export function formOptionRulesColumn(): SQL<OptionRule[]> {
  const wanted = and(inArray(options.group, [...FORM_OPTION_GROUPS]), eq(options.active, true));
  return sql<
    OptionRule[]
  >`coalesce((select json_agg(json_build_object('group', ${options.group}, 'value', ${options.value}, 'data', ${options.data}) order by ${options.group}, ${options.sort}, ${options.value}) from ${options} where ${wanted}), '[]'::json)`;
}

/**
 * The inactive options a lead still uses, so that its screen keeps their labels (issue 16: a
 * deactivated option leaves the forms, old leads keep showing it).
 */
export async function inactiveOptionsUsed(
  db: DbOrTx,
  used: { group: string; value: string | null }[],
): Promise<OptionRow[]> {
  const wanted = used.filter((item): item is { group: string; value: string } => !!item.value);
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(options)
    .where(
      and(
        eq(options.active, false),
        inArray(
          options.group,
          wanted.map((item) => item.group),
        ),
        inArray(
          options.value,
          wanted.map((item) => item.value),
        ),
      ),
    );
  return rows.filter((row) =>
    wanted.some((item) => item.group === row.group && item.value === row.value),
  );
}
