import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { AppError } from '../errors';

/** The longest record (one row, quoted newlines included) the parser holds before it refuses. */
const MAX_RECORD_CHARS = 1_000_000;

const fileError = (messageKey: 'lead-import.not_utf8' | 'lead-import.not_csv', values = {}) =>
  new AppError('validation', messageKey, { values, fieldErrors: { file: [messageKey] } });

/**
 * UTF-8 text of the file as it arrives; a byte sequence that is not UTF-8 (a spreadsheet saved
 * as Windows-1252, say) or a NUL (a binary file) is refused by name instead of importing
 * mangled names. The decoder drops a byte-order mark.
 */
async function* utf8Text(source: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of source) {
      const text = decoder.decode(chunk, { stream: true });
      if (text.includes('\0')) throw fileError('lead-import.not_csv');
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } catch (error) {
    if (error instanceof TypeError) throw fileError('lead-import.not_utf8');
    throw error;
  }
}

/** `,` or `;`, whichever the header line holds more of outside quotes; none: not a CSV. */
function detectDelimiter(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  if (commas === 0 && semicolons === 0) throw fileError('lead-import.not_csv');
  return semicolons > commas ? ';' : ',';
}

/**
 * Opens an uploaded CSV as it streams (issue 33): never whole in memory, only the header line is
 * held until the delimiter is known. `rows` yields the header row first, then each record;
 * quoted fields may hold the delimiter, quotes and line breaks. A malformed file is a 422
 * naming the problem, never a 500.
 */
export async function openCsv(
  source: AsyncIterable<Buffer>,
): Promise<{ delimiter: ',' | ';'; rows: AsyncGenerator<string[]> }> {
  const text = utf8Text(source);
  let head = '';
  let headerLine: string | undefined;
  let next = await text.next();
  while (!next.done) {
    // Only the text just read is searched for the line's end: searching all of it again at each
    // piece made one 50 MB line take 32 s (issue 41). A header line past a record's limit is
    // refused there, not read to its end.
    const end = next.value.search(/[\r\n]/);
    if (end >= 0) {
      headerLine = head + next.value.slice(0, end);
      head += next.value;
      break;
    }
    head += next.value;
    if (head.length > MAX_RECORD_CHARS) throw fileError('lead-import.not_csv', { line: 1 });
    next = await text.next();
  }
  const delimiter = detectDelimiter((headerLine ?? head).replace(/^\uFEFF/, ''));
  const rest = next.done ? null : text;
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  Readable.from(
    (async function* () {
      yield head;
      if (rest) yield* rest;
    })(),
  )
    .on('error', (error) => parser.destroy(error))
    .pipe(parser);
  return { delimiter, rows: records(parser) };
}

async function* records(parser: AsyncIterable<unknown>): AsyncGenerator<string[]> {
  try {
    for await (const record of parser) yield record as string[];
  } catch (error) {
    if (error instanceof CsvError) {
      throw fileError('lead-import.not_csv', { line: (error as { lines?: number }).lines ?? 0 });
    }
    throw error;
  }
}
