import { and, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { leadSearchText, leadSortName, leads, partners, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import type { TLeadFilters } from '../../shared/leads/lead-list.contract';
import { LEAD_STATUSES, OPEN_STATUSES } from '../../shared/leads/pipeline';
import { MARKETS, MARKET_INFO, type Market } from '../../shared/markets/markets';
import { dayStartIn } from '../lib/zoned-day';
import { decodeCursor, encodeCursor, type LeadCursor, type LeadOrder } from './lead-cursor';

const assignee = alias(users, 'assignee');

/** Whose leads a list may show: one market (admin), or one partner's own (partner). */
export interface LeadScope {
  market?: Market;
  partnerId?: string;
}

/** The one trigram-indexed search text (schema.ts, decision 0020). */
export const LEAD_SEARCH_TEXT = leadSearchText(leads);

/** The pipeline order of a status, so that sorting by status follows the pipeline. */
const STATUS_RANK = sql.raw(
  `(case leads.status ${LEAD_STATUSES.map((status, index) => `when '${status}' then ${index}`).join(' ')} end)`,
);

/** What each sort orders by; the keyset compares this value, then the id. */
const SORT_KEYS: Record<LeadOrder, { expression: SQL; kind: 'time' | 'number' | 'text' }> = {
  created: { expression: sql`${leads.createdAt}`, kind: 'time' },
  stage: { expression: sql`${leads.statusChangedAt}`, kind: 'time' },
  amount: { expression: sql`${leads.amount}`, kind: 'number' },
  status: { expression: STATUS_RANK, kind: 'number' },
  name: { expression: leadSortName(leads), kind: 'text' },
};

/**
 * What a typed search looks for: digits typed with spaces (an ABN, a phone) match the stored
 * digits, without a leading 0 (a local mobile number is stored in E.164); anything else is
 * matched as typed, in any case.
 */
function searchPattern(q: string): string {
  const compact = q.replace(/[\s-]/g, '');
  const text = /^\+?\d+$/.test(compact) ? compact.replace(/^\+?0*/, '') : q.toLowerCase();
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The created-date range as whole days on the firm's clock in the lead's market (decision
 * 0028). One market: two constant bounds, which the keyset indexes use. A partner's list
 * spans both markets: each market's leads with that market's bounds.
 */
function createdWithin(scope: LeadScope, filters: TLeadFilters): SQL | undefined {
  const { created_from: from, created_to: to } = filters;
  if (!from && !to) return undefined;
  const bounds = (market: Market) => {
    const { timeZone } = MARKET_INFO[market];
    return and(
      from ? gte(leads.createdAt, dayStartIn(from, timeZone)) : undefined,
      to ? lt(leads.createdAt, dayStartIn(to, timeZone, 1)) : undefined,
    );
  };
  if (scope.market) return bounds(scope.market);
  return or(...MARKETS.map((market) => and(eq(leads.market, market), bounds(market))));
}

export function filterConditions(
  scope: LeadScope,
  filters: TLeadFilters,
  agingDays: number,
): SQL[] {
  const conditions: (SQL | undefined)[] = [
    scope.market ? eq(leads.market, scope.market) : undefined,
    scope.partnerId ? eq(leads.partnerId, scope.partnerId) : undefined,
    filters.q ? sql`${LEAD_SEARCH_TEXT} like ${searchPattern(filters.q)}` : undefined,
    filters.status?.length ? inArray(leads.status, filters.status) : undefined,
    filters.source?.length ? inArray(leads.source, filters.source) : undefined,
    filters.partner ? eq(leads.partnerId, filters.partner) : undefined,
    filters.assigned === 'none'
      ? isNull(leads.assignedTo)
      : filters.assigned
        ? eq(leads.assignedTo, filters.assigned)
        : undefined,
    createdWithin(scope, filters),
    filters.amount_min !== undefined ? gte(leads.amount, filters.amount_min) : undefined,
    filters.amount_max !== undefined ? lte(leads.amount, filters.amount_max) : undefined,
    filters.aging
      ? and(
          inArray(leads.status, OPEN_STATUSES),
          lt(leads.lastActivityAt, sql`now() - make_interval(days => ${agingDays})`),
        )
      : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Rows after the cursor in the list's order: (value, id) past the last row seen. */
function afterCursor(sort: LeadOrder, direction: 'asc' | 'desc', cursor: LeadCursor): SQL {
  const { expression, kind } = SORT_KEYS[sort];
  const value =
    kind === 'time'
      ? sql`${String(cursor.value)}::timestamptz`
      : kind === 'number'
        ? sql`${Number(cursor.value)}`
        : sql`${String(cursor.value)}`;
  return direction === 'asc'
    ? sql`(${expression}, ${leads.id}) > (${value}, ${cursor.id}::uuid)`
    : sql`(${expression}, ${leads.id}) < (${value}, ${cursor.id}::uuid)`;
}

/** The sort value as the cursor carries it: times to the microsecond, as the database has them. */
function sortValueSql(sort: LeadOrder): SQL<string | number> {
  if (SORT_KEYS[sort].kind === 'time') {
    return sql<string>`to_char(${SORT_KEYS[sort].expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return sql<string | number>`${SORT_KEYS[sort].expression}`;
}

export interface LeadPage {
  rows: Awaited<ReturnType<typeof selectLeads>>;
  nextCursor: string | null;
}

export function selectLeads(db: DbOrTx, sort: LeadOrder, agingDays: number) {
  return db
    .select({
      id: leads.id,
      reference: leads.reference,
      market: leads.market,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      mobile: leads.mobile,
      businessName: leads.businessName,
      businessNumber: leads.businessNumber,
      amount: leads.amount,
      currency: leads.currency,
      status: leads.status,
      source: leads.source,
      partnerId: leads.partnerId,
      partnerCompany: partners.company,
      assignedId: leads.assignedTo,
      assignedName: assignee.name,
      createdAt: leads.createdAt,
      statusChangedAt: leads.statusChangedAt,
      version: leads.version,
      lastActivityAt: leads.lastActivityAt,
      aging: sql<boolean>`(${inArray(leads.status, OPEN_STATUSES)} and ${leads.lastActivityAt} < now() - make_interval(days => ${agingDays}))`,
      sortValue: sortValueSql(sort),
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo));
}

/**
 * One page of a lead list, in keyset order, with the cursor of the next page (or null). The
 * order is the filters' sort unless the caller names its own (the board's columns).
 */
export async function listLeads(
  db: DbOrTx,
  scope: LeadScope,
  filters: TLeadFilters,
  page: {
    cursor?: string;
    limit: number;
    agingDays: number;
    cursorKey: string;
    order?: { sort: LeadOrder; dir: 'asc' | 'desc' };
  },
): Promise<LeadPage> {
  const { sort, dir } = page.order ?? filters;
  const conditions = filterConditions(scope, filters, page.agingDays);
  const order = { key: page.cursorKey, sort, dir };
  if (page.cursor) conditions.push(afterCursor(sort, dir, decodeCursor(order, page.cursor)));
  const sortBy = SORT_KEYS[sort].expression;
  const rows = await selectLeads(db, sort, page.agingDays)
    .where(and(...conditions))
    .orderBy(
      dir === 'asc' ? sql`${sortBy} asc` : sql`${sortBy} desc`,
      dir === 'asc' ? sql`${leads.id} asc` : sql`${leads.id} desc`,
    )
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown,
    nextCursor: more && last ? encodeCursor(order, { value: last.sortValue, id: last.id }) : null,
  };
}
