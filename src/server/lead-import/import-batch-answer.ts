import type { TImportBatch } from '../../shared/lead-import/lead-import.contract';
import { importProgress } from './import-progress';
import type { ImportBatchRow } from './lead-import.queries';

/** A batch as the API answers it, with the running import's or undo's progress if any. */
export function importBatchAnswer(batch: ImportBatchRow): TImportBatch {
  return {
    id: batch.id,
    file_name: batch.fileName,
    headers: batch.headers,
    delimiter: batch.delimiter,
    row_count: batch.rowCount,
    status: batch.status,
    mapping: batch.mapping ?? {},
    default_market: batch.defaultMarket,
    created_count: batch.createdCount,
    matched_count: batch.matchedCount,
    refused_count: batch.refusedCount,
    created_by: batch.createdBy,
    created_at: batch.createdAt.toISOString(),
    imported_at: batch.importedAt?.toISOString() ?? null,
    undone_at: batch.undoneAt?.toISOString() ?? null,
    progress:
      batch.status === 'undoing'
        ? { done: batch.undoDone, total: batch.undoTotal }
        : importProgress.of(batch.id),
  };
}
