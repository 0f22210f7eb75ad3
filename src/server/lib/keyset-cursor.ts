import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fieldError } from '../errors';

/**
 * Opaque keyset cursors: the last row's sort value and id, as base64url JSON. A cursor that
 * does not decode is the caller's mistake (422 on `cursor`), never a 500.
 */
function encodeCursor(values: [string, string]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The shape exactTimestamp() writes. */
export const EXACT_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function decodeCursor(
  cursor: string | undefined,
  first: RegExp = /^/,
): [string, string] | null {
  if (!cursor) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      parsed.every((value) => typeof value === 'string' && value.length <= 300) &&
      first.test(parsed[0] as string) &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(parsed[1] as string)
    ) {
      return [parsed[0] as string, parsed[1] as string];
    }
  } catch {
    // falls through to the refusal
  }
  throw fieldError('cursor', 'validation.invalid');
}

/** One page of `limit` rows out of `limit + 1` fetched: the extra row says a next page exists. */
export function pageOf<Row, Out>(
  rows: Row[],
  limit: number,
  toCursor: (row: Row) => [string, string],
  toOut: (row: Row) => Out,
): { data: Out[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(toOut),
    next_cursor: rows.length > limit && last ? encodeCursor(toCursor(last)) : null,
  };
}

/**
 * A timestamp as text with its microseconds: a JavaScript Date keeps only milliseconds, so a
 * cursor built from one would skip or repeat rows written within the same millisecond.
 */
export function exactTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
