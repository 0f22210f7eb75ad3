import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Market } from '../../shared/markets/markets';
import type { TPayoutBatch } from '../../shared/payouts/payouts.contract';
import {
  commissions,
  partnerPaymentDetails,
  partners,
  payoutBatches,
  payoutBatchStatements,
  statements,
  users,
} from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;

export function toPayoutBatchItem(row: PayoutBatchRow): TPayoutBatch {
  return {
    id: row.id,
    market: row.market,
    currency: row.currency,
    status: row.status,
    total_cents: row.totalCents,
    statement_count: row.statementCount,
    created_at: row.createdAt.toISOString(),
    paid_on: row.paidOn,
    bank_reference: row.bankReference,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

export function listPayoutBatches(db: DbOrTx, market: Market) {
  return db
    .select()
    .from(payoutBatches)
    .where(eq(payoutBatches.market, market))
    .orderBy(desc(payoutBatches.createdAt))
    .limit(100);
}

export async function findPayoutBatch(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  return row;
}

/** The batch row, locked until the transaction ends: paying and cancelling queue on it. */
export async function lockPayoutBatch(tx: Tx, id: string) {
  const [row] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
  return row;
}

/** The ids of the statements a batch holds or held (a cancelled batch's links are inactive). */
export async function statementIdsOfBatch(db: DbOrTx, batchId: string) {
  const rows = await db
    .select({ id: payoutBatchStatements.statementId })
    .from(payoutBatchStatements)
    .where(eq(payoutBatchStatements.batchId, batchId));
  return rows.map((row) => row.id);
}

/**
 * Who each statement of a batch pays, with the sealed account for the bank file only: the
 * account version the batch pinned beside the partner's current one (decision 0087).
 */
export function payeesOfBatch(db: DbOrTx, batchId: string) {
  return db
    .select({
      statementId: statements.id,
      market: statements.market,
      number: statements.number,
      amountCents: payoutBatchStatements.amountCents,
      partnerId: statements.partnerId,
      company: partners.company,
      pinnedVersion: payoutBatchStatements.bankAccountVersion,
      pinnedMasked: payoutBatchStatements.bankAccountMasked,
      accountName: partnerPaymentDetails.accountName,
      bankAccountSealed: partnerPaymentDetails.bankAccountSealed,
      bankAccountMasked: partnerPaymentDetails.bankAccountMasked,
      bankAccountVersion: partnerPaymentDetails.bankAccountVersion,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(payoutBatchStatements)
    .innerJoin(statements, eq(statements.id, payoutBatchStatements.statementId))
    .innerJoin(partners, eq(partners.id, statements.partnerId))
    .innerJoin(users, eq(users.id, partners.userId))
    .leftJoin(partnerPaymentDetails, eq(partnerPaymentDetails.partnerId, statements.partnerId))
    .where(and(eq(payoutBatchStatements.batchId, batchId), eq(payoutBatchStatements.active, true)))
    .orderBy(statements.number);
}

export type PayeeRow = Awaited<ReturnType<typeof payeesOfBatch>>[number];

/**
 * Each partner's current account version and masked account, the rows locked against a change
 * until the transaction ends: a batch pins what it checked, not what a save wrote meanwhile.
 */
export function lockPayoutAccounts(tx: Tx, partnerIds: readonly string[]) {
  return tx
    .select({
      partnerId: partnerPaymentDetails.partnerId,
      version: partnerPaymentDetails.bankAccountVersion,
      masked: partnerPaymentDetails.bankAccountMasked,
    })
    .from(partnerPaymentDetails)
    .where(inArray(partnerPaymentDetails.partnerId, [...partnerIds]))
    .for('share');
}

/**
 * The commissions a batch pays: the lines of its statements and of every earlier statement whose
 * balance they carried (a chain of carried balances is paid by its last statement).
 */
export async function commissionsPaidByBatch(tx: Tx, batchId: string) {
  const result = (await tx.execute(sql`
    with recursive chain(id) as (
      select ${payoutBatchStatements.statementId} from ${payoutBatchStatements}
      where ${payoutBatchStatements.batchId} = ${batchId} and ${payoutBatchStatements.active}
      union all
      select s.carried_from_id from ${statements} s join chain on s.id = chain.id
      where s.carried_from_id is not null
    )
    select c.id, c.lead_id as "leadId", c.amount, c.currency, c.status
    from statement_lines sl
    join chain on sl.statement_id = chain.id
    join ${commissions} c on c.id = sl.commission_id
  `)) as unknown as {
    rows: { id: string; leadId: string; amount: number; currency: string; status: string }[];
  };
  return result.rows;
}

export async function markCommissionsPaid(tx: Tx, ids: string[], actorUserId: string) {
  if (ids.length === 0) return;
  await tx
    .update(commissions)
    .set({ status: 'paid', paidAt: sql`now()`, paidBy: actorUserId })
    .where(and(inArray(commissions.id, ids), eq(commissions.status, 'approved')));
}
