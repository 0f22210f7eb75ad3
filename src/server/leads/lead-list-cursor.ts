import { z } from 'zod';
import {
  LEAD_LIST_SORTS,
  SORT_DIRECTIONS,
  type LeadListSort,
} from '../../shared/leads/lead-list.contract';
import { fieldError } from '../errors';
import { hmac, safeEqual } from '../lib/hash';
import type { PageStart } from './lead-list.queries';

/**
 * Keyset cursors of the lead lists: where the next page starts (the last row's sort value and
 * id), bound to the sort it was made for, signed with the app key. A caller can neither read
 * meaning into it nor forge one; a tampered, foreign or malformed cursor is a 422 on `cursor`.
 */
const PURPOSE = 'lead-list-cursor';
const ZCursorSchema = z.strictObject({
  s: z.enum(LEAD_LIST_SORTS),
  d: z.enum(SORT_DIRECTIONS),
  v: z.string().max(300),
  i: z.uuid(),
});

export function encodeCursor(
  key: string,
  sort: LeadListSort,
  direction: 'asc' | 'desc',
  start: PageStart,
): string {
  const body = Buffer.from(
    JSON.stringify({ s: sort, d: direction, v: start.value, i: start.id }),
  ).toString('base64url');
  return `${body}.${hmac(key, `${PURPOSE}:${body}`)}`;
}

export function decodeCursor(
  key: string,
  cursor: string,
  sort: LeadListSort,
  direction: 'asc' | 'desc',
): PageStart {
  const [body = '', signature = '', extra] = cursor.split('.');
  const bad = fieldError('cursor', 'lead-list.errors.bad_cursor');
  if (extra !== undefined || !safeEqual(signature, hmac(key, `${PURPOSE}:${body}`))) throw bad;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw bad;
  }
  const decoded = ZCursorSchema.safeParse(parsed);
  if (!decoded.success) throw bad;
  // A cursor of another sort would compare values of another type: ask for a fresh first page.
  if (decoded.data.s !== sort || decoded.data.d !== direction) {
    throw fieldError('cursor', 'lead-list.errors.cursor_other_sort');
  }
  return { value: decoded.data.v, id: decoded.data.i };
}
