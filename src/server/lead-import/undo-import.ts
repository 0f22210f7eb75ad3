import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leadImportBatches, leads, webhookDeliveries } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { saveLead } from '../leads/lead-detail.queries';
import { LEAD_FIELD_COLUMNS } from '../leads/lead-field-columns';
import { addLeadEvent } from '../leads/leads.queries';
import { importedLeads, lockImportBatch, type ImportBatchRow } from './lead-import.queries';

const FIELD_OF_COLUMN = new Map<string, string>(
  Object.entries(LEAD_FIELD_COLUMNS).map(([field, column]) => [column, field]),
);

/**
 * Undoes an import (issue 33, decision 0069) while none of its leads changed since: the leads it
 * made are deleted with their timelines, the fields it filled on matched leads are emptied again
 * (an `updated` event says so), all in one transaction. A lead whose version moved (edited,
 * advanced, merged) makes it a 409 naming those leads' references: undoing would lose work.
 */
export async function undoImport(
  db: Db,
  input: { batchId: string; actorUserId: string },
): Promise<ImportBatchRow> {
  return db.transaction(async (tx) => {
    const batch = await lockImportBatch(tx, input.batchId);
    if (batch.status !== 'imported') throw new AppError('conflict', 'lead-import.not_imported');
    const touched = await importedLeads(tx, batch.id);
    // A new version (an edit, a fill, a move) or a newer timeline event (a note, a document, a
    // term sheet: they stamp the activity) means someone worked on the lead since.
    const importedAt = batch.importedAt!.getTime();
    const changed = touched.filter(
      (lead) =>
        lead.currentVersion !== lead.leadVersion ||
        lead.mergedInto !== null ||
        lead.lastActivityAt.getTime() > importedAt,
    );
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
    const created = touched.filter((lead) => lead.created).map((lead) => lead.leadId!);
    for (let start = 0; start < created.length; start += 1000) {
      const chunk = created.slice(start, start + 1000);
      // Their `lead.created` webhooks not yet sent are not sent (decision 0086); those sent stay
      // in the endpoint's log.
      await tx
        .delete(webhookDeliveries)
        .where(
          and(inArray(webhookDeliveries.leadId, chunk), eq(webhookDeliveries.status, 'pending')),
        );
      await tx.delete(leads).where(inArray(leads.id, chunk));
    }
    for (const lead of touched.filter((row) => !row.created && row.filled.length > 0)) {
      const filled = Object.assign({}, ...lead.filled) as Record<string, unknown>;
      const [row] = await tx.select().from(leads).where(eq(leads.id, lead.leadId!)).for('update');
      const changes = Object.fromEntries(Object.keys(filled).map((column) => [column, null]));
      await saveLead(tx, row!, changes);
      await addLeadEvent(tx, {
        leadId: row!.id,
        type: 'updated',
        actorType: 'user',
        actorUserId: input.actorUserId,
        data: {
          changes: Object.fromEntries(
            Object.entries(filled).map(([column, before]) => [
              FIELD_OF_COLUMN.get(column) ?? column,
              { before, after: null },
            ]),
          ),
          import_batch_id: batch.id,
          undone: true,
        },
      });
    }
    const [undone] = await tx
      .update(leadImportBatches)
      .set({ status: 'undone', undoneAt: new Date(), updatedAt: new Date() })
      .where(eq(leadImportBatches.id, batch.id))
      .returning();
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'lead_import.undone',
      entityType: 'lead_import',
      entityId: batch.id,
      before: { created: batch.createdCount, matched: batch.matchedCount },
    });
    return undone!;
  });
}
