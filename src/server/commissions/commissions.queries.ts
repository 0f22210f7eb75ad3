import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CommissionStatus } from '../../shared/commissions/commission-terms';
import type { TCommissionTotals } from '../../shared/commissions/commissions.contract';
import { MARKETS, currencyOf, type Market } from '../../shared/markets/markets';
import { commissions, leads, partners, users } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';
import { countListRows } from '../lib/list-count';

const approver = alias(users, 'approver');
const payer = alias(users, 'payer');

/** The keyset order of the admin list: newest first; the cursor carries microseconds. */
const CURSOR_SORT = 'commission-created';
const createdText = sql<string>`to_char(${commissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function selectCommissions(db: DbOrTx) {
  return db
    .select({
      id: commissions.id,
      leadId: commissions.leadId,
      reference: leads.reference,
      partnerId: commissions.partnerId,
      company: partners.company,
      market: commissions.market,
      currency: commissions.currency,
      amount: commissions.amount,
      basisType: commissions.basisType,
      basisValue: commissions.basisValue,
      status: commissions.status,
      kind: commissions.kind,
      reason: commissions.reason,
      reversesId: commissions.reversesId,
      createdAt: commissions.createdAt,
      approvedAt: commissions.approvedAt,
      approvedBy: approver.name,
      paidAt: commissions.paidAt,
      paidBy: payer.name,
      sortValue: createdText,
    })
    .from(commissions)
    .innerJoin(leads, eq(leads.id, commissions.leadId))
    .innerJoin(partners, eq(partners.id, commissions.partnerId))
    .leftJoin(approver, eq(approver.id, commissions.approvedBy))
    .leftJoin(payer, eq(payer.id, commissions.paidBy));
}
export type CommissionRow = Awaited<
  ReturnType<ReturnType<typeof selectCommissions>['where']>
>[number];

export interface CommissionFilters {
  market?: Market | undefined;
  status?: CommissionStatus | undefined;
  partner?: string | undefined;
}

function filterConditions(filters: CommissionFilters): SQL[] {
  return [
    filters.market ? eq(commissions.market, filters.market) : undefined,
    filters.status ? eq(commissions.status, filters.status) : undefined,
    filters.partner ? eq(commissions.partnerId, filters.partner) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** How many commissions the admin list's filters match (exact, or "about"). */
export async function countCommissions(db: DbOrTx, filters: CommissionFilters) {
  const matching = db
    .select({ id: commissions.id })
    .from(commissions)
    .where(and(...filterConditions(filters)));
  return countListRows(db, matching);
}

/** One keyset page of the admin list, newest first, and the next page's cursor (or null). */
export async function listCommissions(
  db: DbOrTx,
  filters: CommissionFilters,
  page: { cursor?: string | undefined; limit: number; cursorKey: string },
) {
  const order = { key: page.cursorKey, sort: CURSOR_SORT, dir: 'desc' as const };
  const conditions = filterConditions(filters);
  if (page.cursor) {
    const after = decodeCursor(order, page.cursor);
    conditions.push(
      sql`(${commissions.createdAt}, ${commissions.id}) < (${String(after.value)}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await selectCommissions(db)
    .where(and(...conditions))
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown,
    nextCursor: more && last ? encodeCursor(order, { value: last.sortValue, id: last.id }) : null,
  };
}

/** The rows of a status change, locked until the transaction ends. */
export async function lockCommissions(tx: Tx, ids: string[]) {
  return tx
    .select({ id: commissions.id, status: commissions.status, reference: leads.reference })
    .from(commissions)
    .innerJoin(leads, eq(leads.id, commissions.leadId))
    .where(inArray(commissions.id, ids))
    .for('update', { of: commissions });
}

export async function setCommissionStatus(
  tx: Tx,
  ids: string[],
  status: 'approved' | 'paid',
  actorUserId: string,
): Promise<void> {
  await tx
    .update(commissions)
    .set(
      status === 'approved'
        ? { status, approvedAt: sql`now()`, approvedBy: actorUserId }
        : { status, paidAt: sql`now()`, paidBy: actorUserId },
    )
    .where(inArray(commissions.id, ids));
}

/**
 * Pending, approved and paid sums per market, each in its own currency; every market shown.
 * A clawback counts with its negative amount, so a total is what the partner is owed net.
 */
export async function commissionTotals(
  db: DbOrTx,
  partnerId: string,
): Promise<TCommissionTotals[]> {
  const rows = await db
    .select({
      market: commissions.market,
      status: commissions.status,
      amount: sql<string>`sum(${commissions.amount})`,
    })
    .from(commissions)
    .where(eq(commissions.partnerId, partnerId))
    .groupBy(commissions.market, commissions.status);
  const sumOf = (market: Market, status: CommissionStatus) =>
    Number(rows.find((row) => row.market === market && row.status === status)?.amount ?? 0);
  return MARKETS.map((market) => ({
    market,
    currency: currencyOf(market),
    pending: sumOf(market, 'pending'),
    approved: sumOf(market, 'approved'),
    paid: sumOf(market, 'paid'),
  }));
}

/** A partner's newest rows, for their dashboard. */
export function recentCommissions(db: DbOrTx, partnerId: string, limit: number) {
  return selectCommissions(db)
    .where(eq(commissions.partnerId, partnerId))
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .limit(limit);
}
