import { sql, type SQLWrapper } from 'drizzle-orm';
import type { TListTotal } from '../../shared/api/keyset';
import type { DbOrTx } from '../db/transaction';

/**
 * Below this many rows (by the planner's estimate) a list counts its rows exactly: a count
 * reads every matching row, a few milliseconds for ten thousand, far more at a million.
 */
const EXACT_COUNT_BELOW = 10_000;

type Plan = [{ Plan: { 'Plan Rows': number } }];

/** The planner's row estimate of a statement: its statistics, nothing read. */
async function estimatedRows(db: DbOrTx, rows: SQLWrapper): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${rows}`)) as unknown as {
    rows: { 'QUERY PLAN': Plan | string }[];
  };
  const cell = result.rows[0]?.['QUERY PLAN'];
  const plan = typeof cell === 'string' ? (JSON.parse(cell) as Plan) : cell;
  return Math.round(plan?.[0].Plan['Plan Rows'] ?? 0);
}

/**
 * How many rows a list's filters match (decision 0065): exact when the planner expects few,
 * else its estimate, which the screen shows as "about". `rows` selects the matching rows,
 * unordered and unlimited.
 */
export async function countListRows(
  db: DbOrTx,
  rows: SQLWrapper,
  exactBelow = EXACT_COUNT_BELOW,
): Promise<TListTotal> {
  const estimate = await estimatedRows(db, rows);
  if (estimate >= exactBelow) return { value: estimate, exact: false };
  const result = (await db.execute(
    sql`select count(*)::int as n from (${rows}) as matched`,
  )) as unknown as { rows: { n: number | string }[] };
  return { value: Number(result.rows[0]?.n ?? 0), exact: true };
}
