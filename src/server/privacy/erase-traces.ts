import { eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  apiIdempotencyKeys,
  auditEvents,
  leadEvents,
  leadImportRows,
  leadTasks,
  webhookDeliveries,
} from '../db/schema';
import type { Tx } from '../db/transaction';
import { textHoldsAny, withoutTraces, type PersonTraces } from './person-traces';

/** Columns where people write about an applicant, of any lead: scrubbed where they name one. */
const WRITTEN_ABOUT_PEOPLE: { table: PgTable; id: PgColumn; columns: Record<string, PgColumn> }[] =
  [
    { table: leadTasks, id: leadTasks.id, columns: { title: leadTasks.title } },
    { table: leadEvents, id: leadEvents.id, columns: { data: leadEvents.data } },
    {
      table: auditEvents,
      id: auditEvents.id,
      columns: { before: auditEvents.before, after: auditEvents.after },
    },
    {
      table: webhookDeliveries,
      id: webhookDeliveries.id,
      columns: { payload: webhookDeliveries.payload },
    },
  ];

/** An import row is the person's when a cell is their address, their mobile, or both names. */
function rowNamesPerson(cells: string[], traces: PersonTraces): boolean {
  const values = cells.map((cell) => cell.trim().toLowerCase());
  const digits = cells.map((cell) => cell.replace(/\D/g, ''));
  return (
    values.some((value) => traces.emails.includes(value)) ||
    digits.some((cell) => traces.mobileDigits.some((mobile) => cell.endsWith(mobile))) ||
    traces.namePairs.some((pair) => pair.every((name) => values.includes(name)))
  );
}

/**
 * The import files' rows that name the person (staged for a preview, refused, or imported into
 * another lead) keep their place and outcome, not their cells: a staged one is then refused.
 */
async function eraseImportRows(tx: Tx, leadIds: string[], traces: PersonTraces) {
  const candidates = await tx
    .select({
      batchId: leadImportRows.batchId,
      rowNumber: leadImportRows.rowNumber,
      cells: leadImportRows.cells,
      leadId: leadImportRows.leadId,
    })
    .from(leadImportRows)
    .where(
      or(
        inArray(leadImportRows.leadId, leadIds),
        textHoldsAny(leadImportRows.cells, [
          ...traces.emails,
          ...traces.mobileDigits.map((digits) => digits.slice(-6)),
          ...traces.namePairs.flat(),
        ]),
      ),
    );
  for (const row of candidates) {
    const theirs =
      (row.leadId && leadIds.includes(row.leadId)) || rowNamesPerson(row.cells, traces);
    if (!theirs) continue;
    await tx
      .update(leadImportRows)
      .set({ cells: row.cells.map(() => ''), filled: null })
      .where(
        sql`${leadImportRows.batchId} = ${row.batchId} and ${leadImportRows.rowNumber} = ${row.rowNumber}`,
      );
  }
}

/**
 * Everywhere else the person may be written (decision 0091): their leads' task titles (free
 * text, as notes are), other leads' timelines and audit rows that name them, webhook payloads,
 * and the lead API's remembered answers. Called by the erasure and by retention alike.
 */
export async function eraseTraces(tx: Tx, leadIds: string[], traces: PersonTraces): Promise<void> {
  await tx.update(leadTasks).set({ title: '' }).where(inArray(leadTasks.leadId, leadIds));
  await eraseImportRows(tx, leadIds, traces);
  await tx.delete(apiIdempotencyKeys).where(textHoldsAny(apiIdempotencyKeys.answer, traces.strong));

  for (const { table, id, columns } of WRITTEN_ABOUT_PEOPLE) {
    const rows = await tx
      .select({ rowId: id, ...columns })
      .from(table)
      .where(or(...Object.values(columns).map((column) => textHoldsAny(column, traces.strong))));
    for (const { rowId, ...values } of rows) {
      await tx.update(table).set(withoutTraces(values, traces)).where(eq(id, rowId));
    }
  }
}
