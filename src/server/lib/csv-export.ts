import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { HOME_MARKET, marketDay } from '../../shared/dates/format-date';
import type { Market } from '../../shared/markets/markets';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula: such a start gets an apostrophe, so a name like `=HYPERLINK(...)` stays text. Where a
 * cell starts depends on who opens the file: French, Spanish and Portuguese spreadsheets split on
 * `;`, some on tabs, and a line break ends a row when the quote is not where they expect it. So
 * every piece after `,` `;` a tab or a line break is treated as the start of a cell
 * (issue 31, finding 5), spaces before it included.
 */
const FORMULA_START = /(^|[,;\t\r\n])( *)(?=[=+\-@\t\r])/g;

export function neutraliseFormula(value: string): string {
  return value.replace(FORMULA_START, "$1$2'");
}

export interface CsvColumn<Row> {
  header: string;
  /** Numbers stay numbers a spreadsheet can add up; text is neutralised. */
  value: (row: Row) => string | number;
}

/**
 * Streams rows as a CSV download: UTF-8 with a byte-order mark (csv-stringify's `bom`, so that
 * spreadsheets read accents and Chinese right), headers in the reader's language, every text
 * cell safe from formula injection. The rows are read as they are written, never all at once.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  options: {
    columns: CsvColumn<Row>[];
    rows: AsyncIterable<Row>;
    fileName: string;
    /** The clock that dates the file: the market's for one market's rows, else the firm's home. */
    market?: Market;
  },
) {
  const table = options.columns;
  const csv = stringify({
    header: true,
    columns: table.map((column) => column.header).map(neutraliseFormula),
    bom: true,
    // A lone CR or LF inside a cell must be quoted too, or a spreadsheet starts a new row there.
    quoted_match: /[\r\n]/,
  });
  const source = Readable.from(
    (async function* () {
      for await (const row of options.rows) {
        yield table.map((column) => {
          const value = column.value(row);
          return typeof value === 'number' ? value : neutraliseFormula(value);
        });
      }
    })(),
  );
  source.on('error', (error) => csv.destroy(error));
  const stamp = marketDay(options.market ?? HOME_MARKET);
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.fileName}-${stamp}.csv"`)
    .header('cache-control', 'no-store');
  return reply.send(source.pipe(csv));
}
