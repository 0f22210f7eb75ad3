import type { FastifyReply } from 'fastify';
import { dynamicKey } from '../../shared/i18n/message-key';
import type { TFunction } from 'i18next';
import type { Db } from '../db/client';
import { sendCsv, type CsvColumn } from '../lib/csv-export';
import { checkedImportRows, type PreviewRow } from './preview-import';
import type { ImportBatchRow } from './lead-import.queries';

/** "Field: message" for each fault, the field named as the mapping screen names it. */
function reasonOf(row: PreviewRow, t: TFunction): string {
  return Object.entries(row.errors)
    .map(
      ([field, messages]) =>
        `${t(dynamicKey(`lead-import.field.${field}`))}: ${messages.join(' ')}`,
    )
    .join('; ');
}

/**
 * The refused rows of a batch as a CSV download (issue 33): the row's number in the file, its
 * own cells under the file's headers, and why it is refused, in the reader's language. The same
 * check as the preview and the import, so the file can be fixed and imported again.
 */
export function refusedRowsCsv(reply: FastifyReply, db: Db, batch: ImportBatchRow, t: TFunction) {
  const columns: CsvColumn<PreviewRow>[] = [
    { header: t('lead-import.refused_row'), value: (row) => row.row_number },
    ...batch.headers.map((header, index) => ({
      header,
      value: (row: PreviewRow) => row.cells[index] ?? '',
    })),
    { header: t('lead-import.refused_reason'), value: (row) => reasonOf(row, t) },
  ];
  const refused = (async function* () {
    for await (const row of checkedImportRows(db, batch, t)) {
      if (Object.keys(row.errors).length > 0) yield row;
    }
  })();
  return sendCsv(reply, {
    columns,
    rows: refused,
    fileName: 'refused-rows',
    market: batch.defaultMarket ?? undefined,
  });
}
