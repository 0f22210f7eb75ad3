import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The raw query of `Database.rawTransaction` (PGlite and PostgreSQL alike). */
export type RawQuery = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Rows per statement: a few megabytes of parameters, small enough to keep memory flat. */
const ROWS_PER_STATEMENT = 5_000;

function toParameter(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * Inserts many rows with one parameter per column: `insert ... select * from unnest($1::uuid[],
 * $2::text[], ...)`. A statement costs the same to parse whatever its row count, and PostgreSQL's
 * 65,535-parameter limit never applies (a multi-row VALUES of 40 columns stops at 1,638 rows).
 * Columns come from the Drizzle table, keyed as `$inferInsert` is; the first row's keys decide
 * which columns are written (the others take their defaults), so every row must have them all.
 */
export async function bulkInsert<Table extends PgTable>(
  query: RawQuery,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const arrays = columns.map(([, column], index) => `$${index + 1}::${column.getSQLType()}[]`);
  const text = `insert into "${getTableName(table)}" (${names}) select * from unnest(${arrays.join(', ')})`;

  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    await query(
      text,
      columns.map(([key]) => chunk.map((row) => toParameter(row[key]))),
    );
  }
}
