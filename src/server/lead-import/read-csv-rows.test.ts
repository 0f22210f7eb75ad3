import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { openCsv } from './read-csv-rows';

// Issue 41, finding 4: one long CSV line was searched again from its start at every piece
// read (32 s for 50 MB). The work is counted, not timed: the characters regular expressions
// were given to examine while the file was opened.

const PIECE = 16 * 1024;

/** `text` in pieces as an upload streams them; `pulled` counts the bytes read so far. */
function pieces(text: string) {
  const bytes = Buffer.from(text);
  const source = {
    pulled: 0,
    async *[Symbol.asyncIterator]() {
      for (let at = 0; at < bytes.length; at += PIECE) {
        const piece = bytes.subarray(at, at + PIECE);
        source.pulled += piece.length;
        yield piece;
      }
    },
  };
  return source;
}

/** Characters handed to RegExp#exec (test, search, split and replace all go through it). */
function countRegexWork() {
  const exec = RegExp.prototype.exec;
  const counter = { characters: 0 };
  vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, input: string) {
    // A sticky expression looks at one place; a global one from where it left off.
    if (this.sticky) counter.characters += 1;
    else counter.characters += input.length - (this.global ? this.lastIndex : 0);
    return exec.call(this, input);
  });
  return counter;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('openCsv', () => {
  it('finds the end of a long header line in work growing with its length, not its square', async () => {
    const columns = Array.from({ length: 60_000 }, (_, i) => `Column ${i}`);
    const header = columns.join(',');
    expect(header.length).toBeGreaterThan(45 * PIECE);
    const file = pieces(`${header}\r\n${columns.map(() => 'x').join(',')}\r\n`);
    const work = countRegexWork();
    const { delimiter, rows } = await openCsv(file);
    const read = work.characters;
    vi.restoreAllMocks();
    expect(delimiter).toBe(',');
    expect(read).toBeLessThan(3 * header.length);
    const first = await rows.next();
    expect(first.value).toHaveLength(60_000);
  });

  it('refuses a header line past a record’s limit without reading the file to its end', async () => {
    const file = pieces('a,'.repeat(2_000_000));
    const refused = await openCsv(file).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).messageKey).toBe('lead-import.not_csv');
    expect(file.pulled).toBeLessThan(1_100_000);
  });
});
