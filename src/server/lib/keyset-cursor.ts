import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';
import { hmac, safeEqual } from './hash';

/**
 * The one keyset cursor of every list (decision 0065): where a page ended (the sort value of its
 * last row, and that row's id), signed with the app key together with the order it was made
 * for. The client can neither forge a value (once a text in a number sort answered 500) nor
 * carry a cursor over to another sort, where it would compare unlike values. A cursor that is
 * not ours is a 400 naming `cursor`, never a 500.
 */
export interface KeysetCursor {
  value: string | number;
  id: string;
}

/** The order a cursor was made for: its value means something only in that list and order. */
export interface CursorOrder {
  key: string;
  /** The list and its sort, e.g. `created` or `audit-created`. */
  sort: string;
  dir: 'asc' | 'desc';
}

const PURPOSE = 'list-cursor';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refused(messageKey: 'lead-list.cursor_invalid' | 'lead-bulk.cursor_other_sort') {
  return new AppError('bad_request', messageKey, { fieldErrors: { cursor: [messageKey] } });
}

export function encodeCursor(order: CursorOrder, cursor: KeysetCursor): string {
  const body = Buffer.from(
    JSON.stringify([cursor.value, cursor.id, order.sort, order.dir]),
  ).toString('base64url');
  return `${body}.${hmac(order.key, `${PURPOSE}:${body}`)}`;
}

/** Reads a cursor the client sent back; anything not signed by us for this order is a 400. */
export function decodeCursor(order: CursorOrder, raw: string): KeysetCursor {
  const [body = '', signature = '', extra] = raw.split('.');
  if (extra !== undefined || !safeEqual(signature, hmac(order.key, `${PURPOSE}:${body}`))) {
    throw refused('lead-list.cursor_invalid');
  }
  const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (!Array.isArray(parsed) || parsed.length !== 4 || !UUID.test(String(parsed[1]))) {
    throw refused('lead-list.cursor_invalid');
  }
  if (parsed[2] !== order.sort || parsed[3] !== order.dir) {
    throw refused('lead-bulk.cursor_other_sort');
  }
  return { value: parsed[0] as string | number, id: String(parsed[1]) };
}

/** The cursor of a request, when it sent one. */
export function cursorOf(order: CursorOrder, raw: string | undefined): KeysetCursor | undefined {
  return raw ? decodeCursor(order, raw) : undefined;
}

/**
 * A page from rows read one past its limit: the extra row, when there is one, says that more
 * follow, and the cursor names the last row shown.
 */
export function pageOf<Row, Out>(
  rows: Row[],
  limit: number,
  order: CursorOrder,
  toCursor: (row: Row) => KeysetCursor,
  toOut: (row: Row) => Out,
): { data: Out[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(toOut),
    next_cursor: rows.length > limit && last ? encodeCursor(order, toCursor(last)) : null,
  };
}

/**
 * A timestamp as text with its microseconds: a JavaScript Date keeps only milliseconds, so a
 * cursor built from one would skip or repeat rows written within the same millisecond.
 */
export function exactTimestamp(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
