import { and, eq, exists, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { outbox, outboxLeads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { textHoldsAny, withoutTraces, type PersonTraces } from './person-traces';

/**
 * Takes the erased applicants out of every e-mail the outbox holds (decision 0091): those to
 * them, those about their leads alone, and those that name them among others (a partner's
 * grouped notice held for another lead, an admin's task digest). E-mails only about them that
 * are not sent yet are dropped; the rest keep their template, state and other readers' news,
 * without the person. Answers the ids of those already sent: their `.eml` copies go too.
 */
export async function eraseFromOutbox(
  tx: Tx,
  leadIds: string[],
  traces: PersonTraces,
): Promise<string[]> {
  const linked = tx
    .select({ one: sql`1` })
    .from(outboxLeads)
    .where(and(eq(outboxLeads.outboxId, outbox.id), inArray(outboxLeads.leadId, leadIds)));
  const aboutOthers = tx
    .select({ one: sql`1` })
    .from(outboxLeads)
    .where(and(eq(outboxLeads.outboxId, outbox.id), notInArray(outboxLeads.leadId, leadIds)));
  const rows = await tx
    .select({
      id: outbox.id,
      status: outbox.status,
      data: outbox.data,
      toApplicant:
        traces.emails.length > 0
          ? inArray(sql`lower(btrim(${outbox.recipient}))`, traces.emails).mapWith(Boolean)
          : sql<boolean>`false`,
      onlyTheirs: and(
        isNotNull(outbox.leadId),
        inArray(outbox.leadId, leadIds),
        sql`not exists ${aboutOthers}`,
      )!.mapWith(Boolean),
    })
    .from(outbox)
    .where(
      or(
        inArray(outbox.leadId, leadIds),
        exists(linked),
        traces.emails.length > 0
          ? inArray(sql`lower(btrim(${outbox.recipient}))`, traces.emails)
          : undefined,
        textHoldsAny(outbox.data, traces.strong),
        textHoldsAny(outbox.lastError, traces.strong),
      ),
    )
    .for('update');

  const unsent = new Set<string>(['pending', 'failed']);
  const dropped = rows.filter(
    (row) => unsent.has(row.status) && (row.toApplicant || row.onlyTheirs),
  );
  if (dropped.length > 0) {
    await tx.delete(outbox).where(
      inArray(
        outbox.id,
        dropped.map((row) => row.id),
      ),
    );
  }
  for (const row of rows.filter((kept) => !dropped.includes(kept))) {
    await tx
      .update(outbox)
      .set({
        ...(row.toApplicant ? { recipient: '' } : {}),
        data: row.toApplicant || row.onlyTheirs ? {} : withoutTraces(row.data, traces),
        lastError: null,
      })
      .where(eq(outbox.id, row.id));
  }
  return rows.filter((row) => !unsent.has(row.status)).map((row) => row.id);
}
