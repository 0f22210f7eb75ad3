import type { Translate } from '../../shared/validation/format-issue';
import { issuesToFieldErrors } from '../../shared/validation/format-issue';
import type { Db } from '../db/client';
import { loadFormOptions } from '../options/form-options';
import { checkImportRow, importRules } from './check-import-row';
import {
  eachImportRow,
  readImportRows,
  type ImportBatchRow,
  type ImportRow,
} from './lead-import.queries';

export interface PreviewRow {
  row_number: number;
  cells: string[];
  errors: Record<string, string[]>;
}

/**
 * Each staged row with what is wrong with it under the current mapping, by the New lead form's
 * rules on the live options, in the reader's language. Read as it goes (keyset pages).
 */
export async function* checkedImportRows(
  db: Db,
  batch: ImportBatchRow,
  t: Translate,
  rows: AsyncIterable<ImportRow> | Iterable<ImportRow> = eachImportRow(db, batch.id),
): AsyncGenerator<PreviewRow> {
  const { schemaOptions } = await loadFormOptions(db);
  const rules = importRules(batch.mapping ?? {}, batch.defaultMarket, schemaOptions);
  for await (const row of rows) {
    const checked = checkImportRow(row.cells, rules);
    yield {
      row_number: row.rowNumber,
      cells: row.cells,
      errors: checked.ok ? {} : issuesToFieldErrors(checked.issues, t),
    };
  }
}

/** One page of the preview: every row, or only the rows with errors, and how many there are. */
export async function previewImport(
  db: Db,
  batch: ImportBatchRow,
  t: Translate,
  page: { offset: number; limit: number; onlyErrors: boolean },
) {
  const rows: PreviewRow[] = [];
  if (!page.onlyErrors) {
    // Row numbers run 1..row_count without gaps: the page is read directly.
    const staged = await readImportRows(db, batch.id, page.offset, page.limit);
    for await (const row of checkedImportRows(db, batch, t, staged)) rows.push(row);
    return { rows, total: batch.rowCount };
  }
  let total = 0;
  for await (const row of checkedImportRows(db, batch, t)) {
    if (page.onlyErrors && Object.keys(row.errors).length === 0) continue;
    if (total >= page.offset && rows.length < page.limit) rows.push(row);
    total += 1;
  }
  return { rows, total };
}
