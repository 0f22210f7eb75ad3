import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leadImportBatches } from '../db/schema';
import { AppError } from '../errors';
import { leadsChangedSince } from './leads-changed-since';
import { importedLeads, lockImportBatch, type ImportBatchRow } from './lead-import.queries';

/**
 * Asks for an import's undo (issue 33, decision 0069) while none of its leads changed since: a
 * lead whose version moved (edited, advanced, merged) makes it a 409 naming those leads'
 * references. The undo itself runs in the background a chunk at a time (issue 41, decision
 * 0090): one transaction over 20,000 leads held the embedded database, and every request with
 * it, for minutes. Here the batch only becomes `undoing`, with the number of leads to put back.
 */
export async function startImportUndo(
  db: Db,
  input: { batchId: string; actorUserId: string },
): Promise<ImportBatchRow> {
  return db.transaction(async (tx) => {
    const batch = await lockImportBatch(tx, input.batchId);
    if (batch.status !== 'imported') throw new AppError('conflict', 'lead-import.not_imported');
    const touched = await importedLeads(tx, batch.id);
    const changed = leadsChangedSince(batch, touched);
    if (changed.length > 0) {
      throw new AppError('conflict', 'lead-import.changed_since', {
        values: {
          references: changed
            .map((lead) => lead.reference)
            .slice(0, 20)
            .join(', '),
        },
      });
    }
    const [undoing] = await tx
      .update(leadImportBatches)
      .set({
        status: 'undoing',
        undoBy: input.actorUserId,
        undoTotal: touched.length,
        undoDone: 0,
        undoAfter: null,
        updatedAt: sql`now()`,
      })
      .where(eq(leadImportBatches.id, batch.id))
      .returning();
    return undoing!;
  });
}
