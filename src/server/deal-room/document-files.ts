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

/** The extensions each accepted type goes by; the first is the one given when a name has none. */
const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/heic': ['heic'],
  'image/heif': ['heif', 'heic'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'text/csv': ['csv'],
};

/** What a download is sent as: the sniffed type, or bytes to save when the type is unknown. */
export function downloadType(mime: string): string {
  return EXTENSIONS[mime] ? mime : 'application/octet-stream';
}

/**
 * The name a document is downloaded under: the guest's base name, sanitised, with the extension
 * of the type its content was sniffed as, never the one the guest gave (issue 31: a JPEG named
 * poly.html downloaded as .html and ran its script when opened from disk). A name whose
 * extension already fits the type keeps it (photo.jpeg).
 */
export function downloadName(name: string, mime: string): string {
  const clean = sanitiseFileName(name);
  const extensions = EXTENSIONS[mime] ?? ['bin'];
  const given = extensionOf(clean);
  if (extensions.includes(given)) return clean;
  const dot = clean.lastIndexOf('.');
  const base = (dot > 0 ? clean.slice(0, dot) : clean).trim() || 'document';
  return `${base}.${extensions[0]}`;
}

/** RFC 5987 percent-encoding: encodeURIComponent leaves ' ( ) * as they are, RFC 5987 does not. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition: attachment` for a download name (RFC 6266): an ASCII fallback without
 * quotes, backslashes or percent signs (some browsers decode those), and the exact name in
 * RFC 5987 form.
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
