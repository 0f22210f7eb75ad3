import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Market } from '../../shared/markets/markets';
import { statementNumber } from '../../shared/statements/statement-terms';
import type { TStatementRow } from '../../shared/statements/statements.contract';
import { partners, statementLines, statements } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';
import { countListRows } from '../lib/list-count';
import { statementIsIssued, statementState } from './statement-state';

const CURSOR_SORT = 'statement-number';

function selectStatements(db: DbOrTx) {
  return db
    .select({
      id: statements.id,
      number: statements.number,
      market: statements.market,
      currency: statements.currency,
      period: statements.period,
      kind: statements.kind,
      state: statementState,
      partnerId: statements.partnerId,
      company: partners.company,
      carriedCents: statements.carriedCents,
      subtotalCents: statements.subtotalCents,
      gstCents: statements.gstCents,
      totalCents: statements.totalCents,
      issuedAt: statements.issuedAt,
      partnerIdentity: statements.partnerIdentity,
      firmIdentity: statements.firmIdentity,
      gstRegistered: statements.gstRegistered,
      gstRateBasisPoints: statements.gstRateBasisPoints,
      language: statements.language,
    })
    .from(statements)
    .innerJoin(partners, eq(partners.id, statements.partnerId));
}

export type StatementRecord = Awaited<
  ReturnType<ReturnType<typeof selectStatements>['where']>
>[number];

export function toStatementItem(row: StatementRecord): TStatementRow {
  return {
    id: row.id,
    number: statementNumber(row.market, row.number),
    market: row.market,
    currency: row.currency,
    period: row.period,
    kind: row.kind,
    state: row.state,
    partner: { id: row.partnerId, company: row.company },
    carried_cents: row.carriedCents,
    subtotal_cents: row.subtotalCents,
    gst_cents: row.gstCents,
    total_cents: row.totalCents,
    issued_at: row.issuedAt.toISOString(),
  };
}

/** One keyset page of a market's statements, newest number first. */
export async function listStatements(
  db: DbOrTx,
  filters: { market: Market; period?: string | undefined; partner?: string | undefined },
  page: { cursor?: string | undefined; limit: number; cursorKey: string },
) {
  const order = { key: page.cursorKey, sort: CURSOR_SORT, dir: 'desc' as const };
  const conditions: SQL[] = [eq(statements.market, filters.market)];
  if (filters.period) conditions.push(eq(statements.period, filters.period));
  if (filters.partner) conditions.push(eq(statements.partnerId, filters.partner));
  const total = await countListRows(
    db,
    db
      .select({ id: statements.id })
      .from(statements)
      .where(and(...conditions)),
  );
  if (page.cursor) {
    const after = decodeCursor(order, page.cursor);
    conditions.push(sql`${statements.number} < ${Number(after.value)}`);
  }
  const rows = await selectStatements(db)
    .where(and(...conditions))
    .orderBy(desc(statements.number))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown,
    total,
    nextCursor: more && last ? encodeCursor(order, { value: last.number, id: last.id }) : null,
  };
}

/** A partner's own statements, every market, newest first. */
export function partnerStatements(db: DbOrTx, partnerId: string) {
  return selectStatements(db)
    .where(eq(statements.partnerId, partnerId))
    .orderBy(desc(statements.issuedAt), desc(statements.number))
    .limit(120);
}

/** One statement; with `partnerId`, only if it is that partner's (anyone else's is "not found"). */
export async function findStatement(db: DbOrTx, id: string, partnerId?: string) {
  const [row] = await selectStatements(db).where(
    and(eq(statements.id, id), partnerId ? eq(statements.partnerId, partnerId) : undefined),
  );
  return row;
}

export function linesOfStatement(db: DbOrTx, statementId: string) {
  return db
    .select({
      kind: statementLines.kind,
      reference: statementLines.leadReference,
      amountCents: statementLines.amountCents,
      gstCents: statementLines.gstCents,
    })
    .from(statementLines)
    .where(eq(statementLines.statementId, statementId))
    .orderBy(asc(statementLines.position));
}

/** The number of the statement a carried balance came from, for the PDF's line. */
export async function carriedFromNumber(db: DbOrTx, statementId: string) {
  const [row] = await db
    .select({ market: statements.market, number: statements.number })
    .from(statements)
    .where(
      eq(
        statements.id,
        sql`(select s.carried_from_id from ${statements} s where s.id = ${statementId})`,
      ),
    );
  return row ? statementNumber(row.market, row.number) : null;
}

/** A market's statements still owed and free (all, or those of `ids`), oldest number first. */
export function issuedStatements(db: DbOrTx, market: Market, ids?: readonly string[]) {
  return selectStatements(db)
    .where(
      and(
        eq(statements.market, market),
        statementIsIssued,
        ids ? inArray(statements.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(statements.number));
}

/** Statements by id, oldest number first (a batch's). */
export function statementsByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectStatements(db)
    .where(inArray(statements.id, [...ids]))
    .orderBy(asc(statements.number));
}
