import type { ImportBatchRow, ImportedLead } from './lead-import.queries';

/**
 * The leads someone worked on since the import: a new version (an edit, a fill, a move), a
 * merge, or a newer timeline event (a note, a document, a term sheet: they stamp the activity).
 * Undoing those would lose that work.
 */
export function leadsChangedSince(batch: ImportBatchRow, touched: ImportedLead[]) {
  const importedAt = batch.importedAt!.getTime();
  return touched.filter(
    (lead) =>
      lead.currentVersion !== lead.leadVersion ||
      lead.mergedInto !== null ||
      lead.lastActivityAt.getTime() > importedAt,
  );
}
