import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { leadImportBatches, leads, webhookDeliveries } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { saveLead } from '../leads/lead-detail.queries';
import { LEAD_FIELD_COLUMNS } from '../leads/lead-field-columns';
import { addLeadEvent } from '../leads/leads.queries';
import { leadsChangedSince } from './leads-changed-since';
import { importedLeads, type ImportBatchRow, type ImportedLead } from './lead-import.queries';

const FIELD_OF_COLUMN = new Map<string, string>(
  Object.entries(LEAD_FIELD_COLUMNS).map(([field, column]) => [column, field]),
);

/** Leads put back per transaction: a chunk holds the embedded database well under a second. */
export const UNDO_CHUNK = 250;

export interface UndoChunkOutcome {
  batchId: string;
  done: number;
  total: number;
  finished: boolean;
  /** References of leads someone worked on after the undo was asked for: left as they are. */
  kept: string[];
}

/**
 * Puts back the next chunk of leads of one batch being undone (decision 0090), in one
 * transaction with the batch's progress, so a stopped process (a deploy, `kill -9`) loses at
 * most the chunk in flight and the next run goes on after the last lead committed. The batch is
 * claimed `FOR UPDATE SKIP LOCKED`: any number of processes may run this, one per batch at a
 * time. The leads it made are deleted with their timelines, the fields it filled on matched
 * leads are emptied again (an `updated` event says so). The last chunk marks the batch undone.
 */
export async function undoImportChunk(
  db: Db,
  chunkSize = UNDO_CHUNK,
): Promise<UndoChunkOutcome | null> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(leadImportBatches)
      .where(eq(leadImportBatches.status, 'undoing'))
      .orderBy(asc(leadImportBatches.updatedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!batch) return null;
    const page = { after: batch.undoAfter, limit: chunkSize };
    const ids = (await importedLeads(tx, batch.id, page)).map((lead) => lead.leadId!);
    if (ids.length > 0) {
      // Locked before they are read again: an edit now waits for this chunk, or came first.
      await tx.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids)).for('update');
    }
    const touched = await importedLeads(tx, batch.id, page);
    const changed = leadsChangedSince(batch, touched);
    const unchanged = touched.filter((lead) => !changed.includes(lead));
    await deleteCreated(tx, unchanged);
    await emptyFilled(tx, batch, unchanged);
    const finished = ids.length < chunkSize;
    const done = batch.undoDone + ids.length;
    await tx
      .update(leadImportBatches)
      .set({
        undoDone: done,
        undoAfter: ids.at(-1) ?? batch.undoAfter,
        updatedAt: sql`now()`,
        ...(finished ? { status: 'undone' as const, undoneAt: sql`now()` } : {}),
      })
      .where(eq(leadImportBatches.id, batch.id));
    if (finished) {
      await recordAudit(tx, {
        actorUserId: batch.undoBy,
        action: 'lead_import.undone',
        entityType: 'lead_import',
        entityId: batch.id,
        before: { created: batch.createdCount, matched: batch.matchedCount },
      });
    }
    return {
      batchId: batch.id,
      done,
      total: batch.undoTotal,
      finished,
      kept: changed.map((lead) => lead.reference),
    };
  });
}

async function deleteCreated(tx: Tx, touched: ImportedLead[]) {
  const created = touched.filter((lead) => lead.created).map((lead) => lead.leadId!);
  if (created.length === 0) return;
  // Their `lead.created` webhooks not yet sent are not sent (decision 0086); those sent stay in
  // the endpoint's log.
  await tx
    .delete(webhookDeliveries)
    .where(
      and(inArray(webhookDeliveries.leadId, created), eq(webhookDeliveries.status, 'pending')),
    );
  await tx.delete(leads).where(inArray(leads.id, created));
}

async function emptyFilled(tx: Tx, batch: ImportBatchRow, touched: ImportedLead[]) {
  for (const lead of touched.filter((row) => !row.created && row.filled.length > 0)) {
    const filled = Object.assign({}, ...lead.filled) as Record<string, unknown>;
    const [row] = await tx.select().from(leads).where(eq(leads.id, lead.leadId!));
    await saveLead(
      tx,
      row!,
      Object.fromEntries(Object.keys(filled).map((column) => [column, null])),
    );
    await addLeadEvent(tx, {
      leadId: row!.id,
      type: 'updated',
      actorType: 'user',
      actorUserId: batch.undoBy,
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
}
