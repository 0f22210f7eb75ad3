import type { LeadSort } from '../../shared/leads/lead-list.contract';
import { fieldError } from '../errors';
import { hmac, safeEqual } from '../lib/hash';

/** Where a keyset page ended: the sort value of its last row, and that row's id. */
export interface LeadCursor {
  value: string | number;
  id: string;
}

/** The list's sorts, and the board's order within a column (longest in its stage first). */
export type LeadOrder = LeadSort | 'stage';

/** The order a cursor was made for: its value means something only in that order. */
export interface CursorOrder {
  key: string;
  sort: string;
  dir: 'asc' | 'desc';
}

const PURPOSE = 'lead-list-cursor';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opaque and tamper-safe: the value, id, sort and direction, signed with the app key. The
 * client can neither forge a value (once a text in a number sort answered 500) nor carry a
 * cursor over to another sort, where it would compare unlike values.
 */
export function encodeCursor(order: CursorOrder, cursor: LeadCursor): string {
  const body = Buffer.from(
    JSON.stringify([cursor.value, cursor.id, order.sort, order.dir]),
  ).toString('base64url');
  return `${body}.${hmac(order.key, `${PURPOSE}:${body}`)}`;
}

/** Reads a cursor the client sent back; anything not signed by us is a 422 on `cursor`. */
export function decodeCursor(order: CursorOrder, raw: string): LeadCursor {
  const invalid = fieldError('cursor', 'lead-list.cursor_invalid');
  const [body = '', signature = '', extra] = raw.split('.');
  if (extra !== undefined || !safeEqual(signature, hmac(order.key, `${PURPOSE}:${body}`))) {
    throw invalid;
  }
  const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (!Array.isArray(parsed) || parsed.length !== 4 || !UUID.test(String(parsed[1]))) {
    throw invalid;
  }
  if (parsed[2] !== order.sort || parsed[3] !== order.dir) {
    throw fieldError('cursor', 'lead-bulk.cursor_other_sort');
  }
  return { value: parsed[0] as string | number, id: String(parsed[1]) };
}
