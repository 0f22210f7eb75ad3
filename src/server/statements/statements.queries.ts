import { and, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Market } from '../../shared/markets/markets';
import {
  commissions,
  leads,
  partnerPaymentDetails,
  partners,
  selfBillingAgreements,
  statementClosings,
  statementCounters,
  statementLines,
  statements,
  users,
} from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';
import { statementIsIssued } from './statement-state';

/**
 * The market's last statement number, locked until the transaction ends: two closings of one
 * market queue here, so numbers never skip or repeat (a sequence would skip on a rollback).
 */
export async function lockStatementCounter(tx: Tx, market: Market): Promise<number> {
  const [row] = await tx
    .select({ lastNumber: statementCounters.lastNumber })
    .from(statementCounters)
    .where(eq(statementCounters.market, market))
    .for('update');
  if (!row) throw new Error(`no statement counter for ${market}`);
  return row.lastNumber;
}

export async function saveStatementCounter(tx: Tx, market: Market, lastNumber: number) {
  await tx
    .update(statementCounters)
    .set({ lastNumber })
    .where(eq(statementCounters.market, market));
}

/** Whether the sweeper already closed this period of the market. */
export async function scheduledClosingExists(tx: Tx, market: Market, period: string) {
  const rows = await tx
    .select({ id: statementClosings.id })
    .from(statementClosings)
    .where(
      and(
        eq(statementClosings.market, market),
        eq(statementClosings.period, period),
        eq(statementClosings.scheduled, true),
      ),
    );
  return rows.length > 0;
}

/** Approved commissions and clawbacks of the market before the cut-off, on no statement yet. */
export function linesToClose(tx: DbOrTx, market: Market, cutoff: Date) {
  return tx
    .select({
      commissionId: commissions.id,
      partnerId: commissions.partnerId,
      kind: commissions.kind,
      amount: commissions.amount,
      reference: leads.reference,
    })
    .from(commissions)
    .innerJoin(leads, eq(leads.id, commissions.leadId))
    .where(
      and(
        eq(commissions.market, market),
        eq(commissions.status, 'approved'),
        lt(commissions.approvedAt, cutoff),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(statementLines)
            .where(eq(statementLines.commissionId, commissions.id)),
        ),
      ),
    )
    .orderBy(commissions.partnerId, leads.reference, commissions.id);
}

/** Each partner's latest statement of the market still owed and free: its balance carries. */
export function balancesToCarry(tx: DbOrTx, market: Market) {
  return tx
    .selectDistinctOn([statements.partnerId], {
      id: statements.id,
      partnerId: statements.partnerId,
      totalCents: statements.totalCents,
    })
    .from(statements)
    .where(and(eq(statements.market, market), statementIsIssued))
    .orderBy(statements.partnerId, sql`${statements.number} desc`);
}

/** Who each statement is for, as at issue: identity, GST standing, self-billing, language. */
export function partiesOfStatements(tx: DbOrTx, partnerIds: string[]) {
  return tx
    .select({
      partnerId: partners.id,
      company: partners.company,
      partnerBusinessNumber: partners.businessNumber,
      legalName: partnerPaymentDetails.legalName,
      businessNumber: partnerPaymentDetails.businessNumber,
      gstNumber: partnerPaymentDetails.gstNumber,
      gstRegistered: partnerPaymentDetails.gstRegistered,
      selfBilling: sql<boolean>`exists (select 1 from ${selfBillingAgreements}
        where ${selfBillingAgreements.partnerId} = ${partners.id} and ${isNull(selfBillingAgreements.withdrawnAt)})`,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .leftJoin(partnerPaymentDetails, eq(partnerPaymentDetails.partnerId, partners.id))
    .where(inArray(partners.id, partnerIds));
}

export type StatementParty = Awaited<ReturnType<typeof partiesOfStatements>>[number];
