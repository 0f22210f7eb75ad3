import { fieldError } from '../errors';

/** Where a keyset page ended: the sort value of its last row, and that row's id. */
export interface LeadCursor {
  value: string | number;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: LeadCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');
}

/**
 * Reads a cursor the client sent back. It is opaque to the client but not secret: anything
 * that is not a value and a uuid is refused with a 422 on `cursor`, never passed to SQL as is.
 */
export function decodeCursor(raw: string): LeadCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' ||
        (typeof parsed[0] === 'number' && Number.isFinite(parsed[0]))) &&
      typeof parsed[1] === 'string' &&
      UUID.test(parsed[1]) &&
      String(parsed[0]).length <= 300
    ) {
      return { value: parsed[0] as string | number, id: parsed[1] };
    }
  } catch {
    // Not base64 JSON: refused below.
  }
  throw fieldError('cursor', 'lead-list.cursor_invalid');
}
