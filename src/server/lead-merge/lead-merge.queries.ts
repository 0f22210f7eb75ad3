import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  applications,
  commissions,
  documentRequests,
  documents,
  guestLinks,
  leadEvents,
  leadImportRows,
  leads,
  outbox,
  outboxLeads,
  settlements,
  termSheets,
  webhookDeliveries,
} from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';

/** Both leads, locked in id order (two merges of the same pair cannot deadlock). */
export function lockLeadPair(tx: Tx, ids: [string, string]) {
  return tx.select().from(leads).where(inArray(leads.id, ids)).orderBy(leads.id).for('update');
}

/** Children a lead has at most one of: a merge of two leads that both have one is refused. */
export async function singleChildrenOfBoth(tx: Tx, survivorId: string, otherId: string) {
  const both = (table: typeof termSheets | typeof applications) =>
    tx
      .select({ count: sql<number>`count(distinct ${table.leadId})::int` })
      .from(table)
      .where(inArray(table.leadId, [survivorId, otherId]));
  const [[sheets], [applied], [settled]] = await Promise.all([
    both(termSheets),
    both(applications),
    tx
      .select({ count: sql<number>`count(distinct ${settlements.leadId})::int` })
      .from(settlements)
      .where(
        and(inArray(settlements.leadId, [survivorId, otherId]), isNull(settlements.reversedAt)),
      ),
  ]);
  return {
    termSheet: sheets!.count === 2,
    application: applied!.count === 2,
    settlement: settled!.count === 2,
  };
}

/**
 * Moves everything that points at `otherId` to `survivorId`: every foreign key to `leads` in
 * schema.ts (decision 0069 lists them; a new one must be added here). A document request of a
 * type the survivor already has gives its documents to the survivor's request; a document
 * whose file the survivor already holds (same SHA-256) is the same file and is not kept twice.
 */
export async function moveLeadChildren(tx: Tx, survivorId: string, otherId: string) {
  const to = { leadId: survivorId };
  await tx.update(leadEvents).set(to).where(eq(leadEvents.leadId, otherId));
  await tx.update(outbox).set(to).where(eq(outbox.leadId, otherId));
  await tx.execute(sql`
    delete from ${outboxLeads} o where o.lead_id = ${otherId}
      and exists (select 1 from ${outboxLeads} s where s.lead_id = ${survivorId} and s.outbox_id = o.outbox_id)`);
  await tx.update(outboxLeads).set(to).where(eq(outboxLeads.leadId, otherId));
  await tx.update(guestLinks).set(to).where(eq(guestLinks.leadId, otherId));
  await tx.update(termSheets).set(to).where(eq(termSheets.leadId, otherId));
  await tx.update(applications).set(to).where(eq(applications.leadId, otherId));
  await tx.update(settlements).set(to).where(eq(settlements.leadId, otherId));
  await tx.update(commissions).set(to).where(eq(commissions.leadId, otherId));
  await tx.update(leadImportRows).set(to).where(eq(leadImportRows.leadId, otherId));
  await tx.update(webhookDeliveries).set(to).where(eq(webhookDeliveries.leadId, otherId));

  await tx.execute(sql`
    update ${documents} d set request_id = s.id
    from ${documentRequests} o, ${documentRequests} s
    where d.request_id = o.id and o.lead_id = ${otherId}
      and s.lead_id = ${survivorId} and s.document_type = o.document_type`);
  await tx.execute(sql`
    delete from ${documentRequests} o where o.lead_id = ${otherId}
      and exists (select 1 from ${documentRequests} s
        where s.lead_id = ${survivorId} and s.document_type = o.document_type)`);
  await tx.update(documentRequests).set(to).where(eq(documentRequests.leadId, otherId));
  await tx.execute(sql`
    delete from ${documents} o where o.lead_id = ${otherId}
      and exists (select 1 from ${documents} s where s.lead_id = ${survivorId} and s.sha256 = o.sha256)`);
  await tx.update(documents).set(to).where(eq(documents.leadId, otherId));

  // Leads merged earlier into the other lead now lead to the survivor (no chains to follow).
  await tx.update(leads).set({ mergedInto: survivorId }).where(eq(leads.mergedInto, otherId));
}

/** The lead a merged lead's id now leads to, if it was merged. */
export async function mergedInto(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ mergedInto: leads.mergedInto })
    .from(leads)
    .where(eq(leads.id, id));
  return row?.mergedInto ?? null;
}
