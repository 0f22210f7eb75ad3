import { fileTypeFromBuffer } from 'file-type';

/** Bytes read before deciding what a file is: enough for an Office file's first zip entries. */
export const SNIFF_BYTES = 64 * 1024;

const NAME_MAX = 200;

/**
 * The guest's file name as shown on screens and offered on download, never used as a storage
 * key: path parts, `..`, control and direction-override characters go, and it is cut to 200
 * characters keeping its extension.
 */
export function sanitiseFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // Control characters and the bidirectional overrides that can disguise an extension.
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const chars = [...name];
  if (chars.length > NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? [...name.slice(dot)] : [];
    name = chars.slice(0, NAME_MAX - extension.length).join('') + extension.join('');
  }
  return name || 'document';
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** What the content says it is, for the types the firm accepts. */
const ALLOWED: Record<string, string> = {
  'application/pdf': 'application/pdf',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/heic': 'image/heic',
  'image/heif': 'image/heif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Old Office files share one container format (CFB); only their extension tells them apart. */
const CFB_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

/** Plain UTF-8 text: decodes strictly (a cut-off last character is fine) and has no NUL. */
function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's type from its first bytes (magic numbers), or null when the firm does not accept
 * it. Neither the name nor the browser's claim decides, except to tell a CSV (text, no magic)
 * and old Word from old Excel files apart.
 */
export async function sniffType(head: Buffer, name: string): Promise<string | null> {
  const found = await fileTypeFromBuffer(head);
  const extension = extensionOf(name);
  if (found) {
    if (found.mime === 'application/x-cfb') return CFB_BY_EXTENSION[extension] ?? null;
    return ALLOWED[found.mime] ?? null;
  }
  if (extension === 'csv' && isUtf8Text(head.subarray(0, 1024))) return 'text/csv';
  return null;
}

/**
 * `Content-Disposition: attachment` for a stored name: an ASCII fallback without quotes or
 * backslashes, and the exact name in RFC 5987 form.
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
