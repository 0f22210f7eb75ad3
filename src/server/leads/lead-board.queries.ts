import { and, count, eq, inArray, lte, sql, sum } from 'drizzle-orm';
import type { TLeadFilters } from '../../shared/leads/lead-list.contract';
import type { LeadStatus } from '../../shared/leads/pipeline';
import type { Market } from '../../shared/markets/markets';
import { leadStats, leads, partners } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { leadFilter, stageChangedSinceCreatedFrom } from './lead-filters';
import { cursorTime } from './lead-list.queries';

/** What a card shows, its column, and where its column's keyset pages go on from. */
export interface BoardCardRow {
  id: string;
  reference: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  amount: number;
  partnerCompany: string | null;
  status: LeadStatus;
  statusChangedAt: Date;
  version: number;
  sortValue: string;
}

/** A column's total: how many leads and their amount, in the market's one currency. */
export interface ColumnTotal {
  count: number;
  amount: number;
}

/** The lead's own columns a card shows. */
const CARD_COLUMNS = {
  id: leads.id,
  reference: leads.reference,
  firstName: leads.firstName,
  lastName: leads.lastName,
  businessName: leads.businessName,
  amount: leads.amount,
  status: leads.status,
  statusChangedAt: leads.statusChangedAt,
  version: leads.version,
};

/** What a card shows, with its partner's company and its cursor value, from `leads`. */
const selectCards = (db: DbOrTx) =>
  db
    .select({
      ...CARD_COLUMNS,
      partnerCompany: partners.company,
      sortValue: cursorTime(leads.statusChangedAt),
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId));

/**
 * The board's own order in a column: newest in the stage first, then by id (decision 0065,
 * which replaces 0028's longest-first: the column scrolls on its own, and what just arrived is
 * what a broker acts on; the stage index reads backwards as fast).
 */
const STAGE_ORDER = sql`${leads.statusChangedAt} desc, ${leads.id} desc`;

/**
 * True when the filters narrow nothing but the columns: the totals can come from the
 * dashboard's rollups.
 */
export function onlyColumnsChosen(filters: TLeadFilters): boolean {
  return !(
    filters.q ||
    filters.source?.length ||
    filters.partner ||
    filters.assigned ||
    filters.created_from ||
    filters.created_to ||
    filters.amount_min !== undefined ||
    filters.amount_max !== undefined ||
    filters.aging ||
    filters.no_task
  );
}

const toTotals = (rows: { status: LeadStatus; count: unknown; amount: unknown }[]) =>
  new Map<LeadStatus, ColumnTotal>(
    rows.map((row) => [row.status, { count: Number(row.count), amount: Number(row.amount ?? 0) }]),
  );

/** Count and amount per status of the whole market, from the rollups (decision 0025). */
export async function rollupTotals(
  db: DbOrTx,
  market: Market,
  statuses: readonly LeadStatus[],
): Promise<Map<LeadStatus, ColumnTotal>> {
  return toTotals(
    await db
      .select({
        status: leadStats.status,
        count: sum(leadStats.leads),
        amount: sum(leadStats.amount),
      })
      .from(leadStats)
      .where(and(eq(leadStats.market, market), inArray(leadStats.status, [...statuses])))
      .groupBy(leadStats.status),
  );
}

/** Count and amount per status of the leads the filters keep, in one grouped read. */
export async function filteredTotals(
  db: DbOrTx,
  market: Market,
  filters: TLeadFilters,
): Promise<Map<LeadStatus, ColumnTotal>> {
  const filter = leadFilter({ market }, filters);
  return toTotals(
    await db
      .select({ status: leads.status, count: count(), amount: sum(leads.amount) })
      .from(leads)
      .where(and(...filter.conditions))
      .groupBy(leads.status)
      .execute(filter.values),
  );
}

/**
 * The first `perColumn` cards of each status the filters keep, in one statement: a branch per
 * status, each planned on its own. Unfiltered or broadly filtered, a branch is an ordered
 * range read of `leads_market_status_stage_idx` that stops at its limit, whatever the size of
 * the stage; narrowly filtered (one partner), a read by that filter's own index. Created since
 * a day, the read also stops at that day in stage order (decision 0084).
 */
export async function firstCardsByStage(
  db: DbOrTx,
  market: Market,
  filters: TLeadFilters,
  statuses: readonly LeadStatus[],
  perColumn: number,
): Promise<BoardCardRow[]> {
  const filter = leadFilter({ market }, { ...filters, status: undefined });
  const sinceCreated = stageChangedSinceCreatedFrom(filter);
  const branch = (status: LeadStatus) =>
    selectCards(db)
      .where(and(...filter.conditions, sinceCreated, eq(leads.status, status)))
      .orderBy(STAGE_ORDER)
      .limit(perColumn);
  const [first, ...rest] = statuses.map(branch);
  if (!first) return [];
  return rest
    .reduce<ReturnType<typeof branch> | ReturnType<typeof first.unionAll>>(
      (union, next) => union.unionAll(next),
      first,
    )
    .execute(filter.values);
}

/**
 * The first `perColumn` cards of each status the filters keep, when an index finds the filters'
 * leads better than a walk in stage order (a search, a range created before a day): the leads are found
 * once and ranked within their status, newest in the stage first, reading only what the ranking
 * needs; then the kept cards (at most `perColumn` a column) are read by key. Ranking whole rows
 * sorted ten times the bytes and spilled to disk on a month of a large book.
 */
export async function rankedFirstCards(
  db: DbOrTx,
  market: Market,
  filters: TLeadFilters,
  perColumn: number,
): Promise<BoardCardRow[]> {
  const filter = leadFilter({ market }, filters);
  const ranked = db
    .select({
      id: leads.id,
      rank: sql<number>`row_number() over (partition by ${leads.status} order by ${STAGE_ORDER})`.as(
        'rank',
      ),
    })
    .from(leads)
    .where(and(...filter.conditions))
    .as('ranked');
  const kept = await db
    .select({ id: ranked.id })
    .from(ranked)
    .where(lte(ranked.rank, perColumn))
    .execute(filter.values);
  if (kept.length === 0) return [];
  return selectCards(db)
    .where(
      inArray(
        leads.id,
        kept.map((row) => row.id),
      ),
    )
    .orderBy(STAGE_ORDER);
}
