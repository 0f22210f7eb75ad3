import { and, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { leadSearchText, leadSortName, leads, partners, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import type { LeadSort, TLeadFilters } from '../../shared/leads/lead-list.contract';
import { LEAD_STATUSES, OPEN_STATUSES } from '../../shared/leads/pipeline';
import type { Market } from '../../shared/markets/markets';
import { decodeCursor, encodeCursor, type LeadCursor } from './lead-cursor';

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
const SORT_KEYS: Record<LeadSort, { expression: SQL; kind: 'time' | 'number' | 'text' }> = {
  created: { expression: sql`${leads.createdAt}`, kind: 'time' },
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
    filters.created_from ? gte(leads.createdAt, sql`${filters.created_from}::date`) : undefined,
    filters.created_to
      ? lt(leads.createdAt, sql`${filters.created_to}::date + interval '1 day'`)
      : undefined,
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
function afterCursor(sort: LeadSort, direction: 'asc' | 'desc', cursor: LeadCursor): SQL {
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
function sortValueSql(sort: LeadSort): SQL<string | number> {
  if (sort === 'created') {
    return sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return sql<string | number>`${SORT_KEYS[sort].expression}`;
}

export interface LeadPage {
  rows: Awaited<ReturnType<typeof selectLeads>>;
  nextCursor: string | null;
}

export function selectLeads(db: DbOrTx, sort: LeadSort, agingDays: number) {
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

/** One page of a lead list, in keyset order, with the cursor of the next page (or null). */
export async function listLeads(
  db: DbOrTx,
  scope: LeadScope,
  filters: TLeadFilters,
  page: { cursor?: string; limit: number; agingDays: number; cursorKey: string },
): Promise<LeadPage> {
  const conditions = filterConditions(scope, filters, page.agingDays);
  const order = { key: page.cursorKey, sort: filters.sort, dir: filters.dir };
  if (page.cursor)
    conditions.push(afterCursor(filters.sort, filters.dir, decodeCursor(order, page.cursor)));
  const sortBy = SORT_KEYS[filters.sort].expression;
  const rows = await selectLeads(db, filters.sort, page.agingDays)
    .where(and(...conditions))
    .orderBy(
      filters.dir === 'asc' ? sql`${sortBy} asc` : sql`${sortBy} desc`,
      filters.dir === 'asc' ? sql`${leads.id} asc` : sql`${leads.id} desc`,
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
