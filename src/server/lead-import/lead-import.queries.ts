import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Market } from '../../shared/markets/markets';
import { leadImportBatches, leadImportMappings, leadImportRows, leads } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';
import { columnArrays } from '../db/column-arrays';
import { LEAD_FIELD_COLUMNS } from '../leads/lead-field-columns';
import { AppError } from '../errors';

export type ImportBatchRow = typeof leadImportBatches.$inferSelect;
export type ImportRow = Pick<typeof leadImportRows.$inferSelect, 'rowNumber' | 'cells'>;

export async function findImportBatch(db: DbOrTx, id: string): Promise<ImportBatchRow> {
  const [batch] = await db.select().from(leadImportBatches).where(eq(leadImportBatches.id, id));
  if (!batch || batch.status === 'uploading') throw new AppError('not_found', 'errors.not_found');
  return batch;
}

/** The batch, locked until the transaction ends: one import, dry run or undo of it at a time. */
export async function lockImportBatch(tx: Tx, id: string): Promise<ImportBatchRow> {
  const [batch] = await tx
    .select()
    .from(leadImportBatches)
    .where(eq(leadImportBatches.id, id))
    .for('update');
  if (!batch) throw new AppError('not_found', 'errors.not_found');
  return batch;
}

export function listImportBatches(db: DbOrTx, limit = 50): Promise<ImportBatchRow[]> {
  return db
    .select()
    .from(leadImportBatches)
    .where(ne(leadImportBatches.status, 'uploading'))
    .orderBy(desc(leadImportBatches.createdAt), desc(leadImportBatches.id))
    .limit(limit);
}

/** The next rows of a batch after `after`, in file order (keyset: memory stays flat). */
export function readImportRows(
  db: DbOrTx,
  batchId: string,
  after: number,
  limit: number,
): Promise<ImportRow[]> {
  return db
    .select({ rowNumber: leadImportRows.rowNumber, cells: leadImportRows.cells })
    .from(leadImportRows)
    .where(and(eq(leadImportRows.batchId, batchId), gt(leadImportRows.rowNumber, after)))
    .orderBy(asc(leadImportRows.rowNumber))
    .limit(limit);
}

/** Every row of a batch, a page at a time. */
export async function* eachImportRow(
  db: DbOrTx,
  batchId: string,
  pageSize = 1000,
): AsyncGenerator<ImportRow> {
  let after = 0;
  for (;;) {
    const page = await readImportRows(db, batchId, after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.rowNumber;
  }
}

/**
 * A staged batch's columns as guessed at upload, kept with it: reopened or reloaded, the batch
 * shows them again and "Check the rows" sends them all, not only the ones changed (issue 42).
 */
export async function keepGuessedMapping(
  db: DbOrTx,
  batchId: string,
  mapping: Record<string, number>,
): Promise<ImportBatchRow> {
  const [batch] = await db
    .update(leadImportBatches)
    .set({ mapping, updatedAt: sql`now()` })
    .where(eq(leadImportBatches.id, batchId))
    .returning();
  return batch!;
}

/** An admin's folded header -> field choices from earlier imports. */
export async function findSavedColumns(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ columns: leadImportMappings.columns })
    .from(leadImportMappings)
    .where(eq(leadImportMappings.userId, userId));
  return row?.columns ?? {};
}

export async function saveColumns(tx: Tx, userId: string, columns: Record<string, string>) {
  await tx
    .insert(leadImportMappings)
    .values({ userId, columns })
    .onConflictDoUpdate({
      target: leadImportMappings.userId,
      set: {
        columns: sql`${leadImportMappings.columns} || excluded.columns`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Live leads of a market whose business number or e-mail (trimmed, any case) is one of these,
 * locked for the fill; merged leads are left out (their survivor is the lead).
 */
export function findImportMatches(
  tx: Tx,
  market: Market,
  keys: { businessNumbers: string[]; emails: string[] },
) {
  // Each key list as one array parameter: a chunk's thousand e-mails are one value to send
  // and parse, and `= any(array)` still reads the indexes.
  const byNumber =
    keys.businessNumbers.length > 0
      ? sql`${leads.businessNumber} = any(${sql.param(keys.businessNumbers)}::text[])`
      : sql`false`;
  const byEmail =
    keys.emails.length > 0
      ? sql`lower(btrim(${leads.email})) = any(${sql.param(keys.emails)}::text[])`
      : sql`false`;
  return tx
    .select()
    .from(leads)
    .where(
      and(eq(leads.market, market), isNull(leads.mergedInto), sql`(${byNumber} or ${byEmail})`),
    )
    .orderBy(desc(leads.createdAt))
    .for('update');
}

export interface RowOutcome {
  rowNumber: number;
  outcome: 'created' | 'matched' | 'refused';
  leadId: string | null;
  filled: Record<string, unknown> | null;
  leadVersion: number | null;
}

/** Each row's outcome of an import, one statement per chunk (its columns as arrays). */
export async function saveRowOutcomes(tx: Tx, batchId: string, outcomes: RowOutcome[]) {
  if (outcomes.length === 0) return;
  const { from, typed } = columnArrays(
    [
      leadImportRows.rowNumber,
      leadImportRows.outcome,
      leadImportRows.leadId,
      leadImportRows.filled,
      leadImportRows.leadVersion,
    ],
    outcomes as unknown as Record<string, unknown>[],
  );
  await tx.execute(sql`
    update ${leadImportRows} set
      outcome = v.outcome, lead_id = v.lead_id, filled = v.filled, lead_version = v.lead_version
    from (select ${sql.join(typed, sql`, `)} from ${from})
      as v(row_number, outcome, lead_id, filled, lead_version)
    where ${leadImportRows.batchId} = ${batchId} and ${leadImportRows.rowNumber} = v.row_number`);
}

/**
 * The leads a batch made or filled, with the version it left each at (the newest row's); with
 * `page`, the next `limit` of them after lead `after`, in id order (the undo's chunks).
 */
export function importedLeads(
  tx: Tx,
  batchId: string,
  page?: { after: string | null; limit: number },
) {
  const query = tx
    .select({
      leadId: leadImportRows.leadId,
      created: sql<boolean>`bool_or(${leadImportRows.outcome} = 'created')`,
      leadVersion: sql<number>`max(${leadImportRows.leadVersion})`,
      filled: sql<
        Record<string, unknown>[]
      >`coalesce(jsonb_agg(${leadImportRows.filled}) filter (where ${leadImportRows.filled} is not null), '[]'::jsonb)`,
      currentVersion: leads.version,
      reference: leads.reference,
      mergedInto: leads.mergedInto,
      lastActivityAt: leads.lastActivityAt,
    })
    .from(leadImportRows)
    .innerJoin(leads, eq(leads.id, leadImportRows.leadId))
    .where(
      and(
        eq(leadImportRows.batchId, batchId),
        inArray(leadImportRows.outcome, ['created', 'matched']),
        page?.after ? gt(leadImportRows.leadId, page.after) : undefined,
      ),
    )
    .groupBy(
      leadImportRows.leadId,
      leads.version,
      leads.reference,
      leads.mergedInto,
      leads.lastActivityAt,
    );
  return page ? query.orderBy(asc(leadImportRows.leadId)).limit(page.limit) : query;
}

export type ImportedLead = Awaited<ReturnType<typeof importedLeads>>[number];

export interface LeadFill {
  id: string;
  /** Lead column -> the value an empty field takes. */
  set: Record<string, unknown>;
}

/**
 * The matched leads of a chunk in ONE statement: each takes its fills (a column not filled
 * keeps its value), a new version when anything was filled, and the activity stamp of the event
 * the import writes for it. A statement per lead cost a round trip and a trigger run each.
 */
export async function fillMatchedLeads(tx: Tx, fills: LeadFill[]) {
  if (fills.length === 0) return;
  const keys = Object.values(LEAD_FIELD_COLUMNS);
  // Each field's fills as one array (columnArrays): 36 parameters a chunk, not 36 a lead.
  const { from, typed } = columnArrays(
    [leads.id, ...keys.map((key) => leads[key])],
    fills.map((fill) => ({ ...fill.set, id: fill.id })),
  );
  const names = keys.map((key) => sql.raw(`"${leads[key].name}"`));
  // A fill's values are never empty (compareAnswers), so "anything filled" is "any not null".
  const filledAny = sql`num_nonnulls(${sql.join(typed.slice(1), sql`, `)}) > 0`;
  await tx.execute(sql`
    update ${leads} l set
      ${sql.join(
        names.map((name) => sql`${name} = coalesce(v.${name}, l.${name})`),
        sql`, `,
      )},
      version = l.version + case when v.fills then 1 else 0 end,
      updated_at = case when v.fills then now() else l.updated_at end,
      last_activity_at = now()
    from (select ${typed[0]!}, ${filledAny}, ${sql.join(typed.slice(1), sql`, `)} from ${from})
      as v(id, fills, ${sql.join(names, sql`, `)})
    where l.id = v.id`);
}
