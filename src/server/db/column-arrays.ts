import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './transaction';

/**
 * One value as the text PostgreSQL reads for its column (the column's own driver mapping:
 * dates as ISO text, JSON as its text), cast back to the column's type in the statement.
 */
function asText(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const driven: unknown = column.mapToDriverValue(value);
  if (driven === null || driven === undefined) return null;
  if (typeof driven === 'string') return driven;
  if (driven instanceof Date) return driven.toISOString();
  if (typeof driven === 'object') return JSON.stringify(driven);
  return String(driven as number | boolean | bigint);
}

/**
 * The values of many rows as one `text[]` parameter per column, read back as a table by
 * `unnest` (issue 33, decision 0069): a thousand 36-column leads are 36 parameters instead of
 * 36,000, which PostgreSQL parses and plans once and the driver sends without building a
 * statement of 36,000 placeholders. Select it `from <this> as u(c0, c1, …)` with `u.cN::type`.
 */
export function columnArrays(columns: PgColumn[], rows: readonly Record<string, unknown>[]) {
  const keys = columns.map((column) => keyOf(column));
  const arrays = columns.map(
    (column, index) =>
      sql`${sql.param(rows.map((row) => asText(column, row[keys[index]!])))}::text[]`,
  );
  const aliases = columns.map((_, index) => sql.raw(`c${index}`));
  const typed = columns.map(
    (column, index) => sql`u.${sql.raw(`c${index}`)}::${sql.raw(column.getSQLType())}`,
  );
  return {
    /** `unnest(...) as u(c0, …)` */
    from: sql`unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(aliases, sql`, `)})`,
    /** `u.c0::type, …`, in the columns' order */
    typed,
  };
}

/** The property name a table's column has in its rows (`firstName` for `first_name`). */
const keyNames = new WeakMap<PgColumn, string>();
function keyOf(column: PgColumn): string {
  const known = keyNames.get(column);
  if (known) return known;
  for (const [key, each] of Object.entries(getTableColumns(column.table))) {
    keyNames.set(each, key);
  }
  return keyNames.get(column)!;
}

/**
 * Many rows of one table in one `insert … select from unnest(…)` (see columnArrays). Columns
 * no row gives take their defaults. A column with a default that only some rows give cannot
 * be written this way (a null is not its default): those rows go through Drizzle's insert.
 */
export async function insertByColumns<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows as readonly Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  const given = columns.filter(([key]) => records.some((row) => row[key] !== undefined));
  const someOnly = given.some(
    ([key, column]) => column.hasDefault && records.some((row) => row[key] === undefined),
  );
  if (someOnly) {
    await tx.insert(table).values(rows as T['$inferInsert'][]);
    return;
  }
  const { from, typed } = columnArrays(
    given.map(([, column]) => column),
    records,
  );
  const names = given.map(([, column]) => sql.identifier(column.name));
  await tx.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(typed, sql`, `)} from ${from}`,
  );
}
