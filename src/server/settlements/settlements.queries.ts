import { and, asc, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Market } from '../../shared/markets/markets';
import { commissions, options, settlements, users } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';

type SettlementRow = typeof settlements.$inferSelect;

/** The lender options of a market (active ones only, or every one for labels), in order. */
export async function lendersOf(db: DbOrTx, market: Market, activeOnly: boolean) {
  return db
    .select()
    .from(options)
    .where(
      and(
        eq(options.group, 'lender'),
        activeOnly ? eq(options.active, true) : undefined,
        sql`${options.data}->'markets' @> jsonb_build_array(${market}::text)`,
      ),
    )
    .orderBy(asc(options.sort), asc(options.value));
}

/** The settlement in force of a lead with the name of the admin who recorded it. */
export async function currentSettlement(db: DbOrTx, leadId: string) {
  const [row] = await db
    .select({ settlement: settlements, recordedBy: users.name })
    .from(settlements)
    .leftJoin(users, eq(users.id, settlements.createdBy))
    .where(and(eq(settlements.leadId, leadId), isNull(settlements.reversedAt)));
  return row;
}

export async function insertSettlement(
  tx: Tx,
  row: typeof settlements.$inferInsert,
): Promise<SettlementRow> {
  const [inserted] = await tx.insert(settlements).values(row).returning();
  if (!inserted) throw new Error('settlement insert returned no row');
  return inserted;
}

export async function markSettlementReversed(
  tx: Tx,
  id: string,
  actorUserId: string,
  reason: string,
): Promise<void> {
  await tx
    .update(settlements)
    .set({ reversedAt: sql`now()`, reversedBy: actorUserId, reversalReason: reason })
    .where(eq(settlements.id, id));
}

const clawback = alias(commissions, 'clawback');

/**
 * The lead's commission still in force: earned, not cancelled, not yet clawed back. Locked, so
 * a payment run and a reversal never act on it at once. At most one exists (decision 0054).
 */
export async function lockLiveCommission(tx: Tx, leadId: string) {
  const [row] = await tx
    .select()
    .from(commissions)
    .where(
      and(
        eq(commissions.leadId, leadId),
        eq(commissions.kind, 'commission'),
        sql`${commissions.status} <> 'cancelled'`,
        notExists(
          tx
            .select({ id: clawback.id })
            .from(clawback)
            .where(eq(clawback.reversesId, commissions.id)),
        ),
      ),
    )
    .orderBy(desc(commissions.createdAt))
    .limit(1)
    .for('update', { of: commissions });
  return row;
}

/**
 * Of these leads, those whose every settlement was reversed (none in force): a partner's list
 * shows them "Approved" again and says the settlement was reversed (issue 42 item 3).
 */
export async function leadsWithReversedSettlement(
  db: DbOrTx,
  leadIds: readonly string[],
): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db
    .select({ leadId: settlements.leadId })
    .from(settlements)
    .where(inArray(settlements.leadId, [...leadIds]))
    .groupBy(settlements.leadId)
    .having(sql`bool_and(${settlements.reversedAt} is not null)`);
  return new Set(rows.map((row) => row.leadId));
}
