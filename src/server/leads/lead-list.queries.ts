import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { preparedForShape } from '../db/prepared-statements';
import { leadSortName, leads, partners, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import type { TLeadFilters } from '../../shared/leads/lead-list.contract';
import { LEAD_STATUSES } from '../../shared/leads/pipeline';
import { isAging } from '../settings/lead-aging';
import { leadFilter, type LeadScope } from './lead-filters';
import type { LeadSort } from '../../shared/leads/lead-list.contract';
import {
  decodeCursor,
  encodeCursor,
  exactTimestamp,
  type CursorOrder,
  type KeysetCursor,
} from '../lib/keyset-cursor';
import { countListRows } from '../lib/list-count';

/** The list's sorts, and the board's order within a column. */
export type LeadOrder = LeadSort | 'stage';

const assignee = alias(users, 'assignee');

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
 * Rows after the cursor in the list's order, (value, id) past the last row seen: the condition
 * with its placeholders, and the cursor's values for them.
 */
function afterCursor(
  sort: LeadOrder,
  direction: 'asc' | 'desc',
  cursor: KeysetCursor,
): { condition: SQL; values: Record<string, unknown> } {
  const { expression, kind } = SORT_KEYS[sort];
  const value = sql.placeholder('cursor_value');
  const typed = kind === 'time' ? sql`${value}::timestamptz` : sql`${value}`;
  const id = sql`${sql.placeholder('cursor_id')}::uuid`;
  return {
    condition:
      direction === 'asc'
        ? sql`(${expression}, ${leads.id}) > (${typed}, ${id})`
        : sql`(${expression}, ${leads.id}) < (${typed}, ${id})`,
    values: {
      cursor_value: kind === 'number' ? Number(cursor.value) : String(cursor.value),
      cursor_id: cursor.id,
    },
  };
}

/** A time as a cursor carries it: to the microsecond, as the database has it. */
export function cursorTime(time: SQL | AnyPgColumn): SQL<string> {
  return exactTimestamp(time);
}

/** The sort value as the cursor carries it. */
function sortValueSql(sort: LeadOrder): SQL<string | number> {
  const { expression, kind } = SORT_KEYS[sort];
  return kind === 'time' ? cursorTime(expression) : sql<string | number>`${expression}`;
}

/**
 * A page from rows read one past its limit: the extra row, when there is one, says that more
 * follow, and the cursor names the last row shown.
 */
export function toPage<Row extends { id: string; sortValue: string | number }>(
  rows: Row[],
  limit: number,
  order: CursorOrder,
): { rows: Row[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown,
    nextCursor: more && last ? encodeCursor(order, { value: last.sortValue, id: last.id }) : null,
  };
}

export interface LeadPage {
  rows: Awaited<ReturnType<ReturnType<typeof selectLeads>['execute']>>;
  nextCursor: string | null;
}

/** A listed lead's own columns, its aging and its sort value: all a page is chosen by. */
function ownColumns(sort: LeadOrder) {
  return {
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
    assignedId: leads.assignedTo,
    createdAt: leads.createdAt,
    statusChangedAt: leads.statusChangedAt,
    version: leads.version,
    lastActivityAt: leads.lastActivityAt,
    aging: isAging().as('aging'),
    sortValue: sortValueSql(sort).as('sort_value'),
  };
}

/** One lead as a list shows it, with its partner's company and its assignee's name. */
export function selectLeads(db: DbOrTx, sort: LeadOrder) {
  return db
    .select({
      ...ownColumns(sort),
      partnerCompany: partners.company,
      assignedName: assignee.name,
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo));
}

/**
 * One page of a lead list, in keyset order, with the cursor of the next page (or null). The
 * order is the filters' sort unless the caller names its own (the board's columns). The
 * statement is prepared once per shape of filters and order (decision 0049). The page's leads
 * are chosen first and only they are joined to their partner and assignee: a search matching
 * thousands of leads joined each one before keeping 25 (decision 0084).
 */
export async function listLeads(
  db: DbOrTx,
  scope: LeadScope,
  filters: TLeadFilters,
  page: {
    cursor?: string;
    limit: number;
    cursorKey: string;
    order?: { sort: LeadOrder; dir: 'asc' | 'desc' };
  },
): Promise<LeadPage> {
  const { sort, dir } = page.order ?? filters;
  const filter = leadFilter(scope, filters);
  const order = { key: page.cursorKey, sort, dir };
  const after = page.cursor ? afterCursor(sort, dir, decodeCursor(order, page.cursor)) : undefined;
  const limit = page.limit + 1;
  const shape = `leads:${filter.shape}|${sort}|${dir}|${limit}|${!!after}`;
  const statement = preparedForShape(db, shape, () => {
    const sortBy = SORT_KEYS[sort].expression;
    const inOrder = (key: SQLWrapper, id: SQLWrapper) =>
      dir === 'asc' ? [sql`${key} asc`, sql`${id} asc`] : [sql`${key} desc`, sql`${id} desc`];
    const own = ownColumns(sort);
    const chosen = db
      .select({ ...own, sortKey: sql`${sortBy}`.as('sort_key') })
      .from(leads)
      .where(and(...filter.conditions, after?.condition))
      .orderBy(...inOrder(sortBy, leads.id))
      // A page size is one of a few: written into the text, as the market is. Drizzle types a
      // limit as a number or a placeholder, and writes any SQL it is given as it is.
      .limit(sql`${limit}`.inlineParams() as unknown as number)
      .as('chosen');
    const chosenColumns = Object.fromEntries(
      Object.keys(own).map((key) => [key, chosen[key as keyof typeof own]]),
    ) as { [Key in keyof typeof own]: (typeof chosen)[Key] };
    return db
      .select({
        ...chosenColumns,
        partnerCompany: partners.company,
        assignedName: assignee.name,
      })
      .from(chosen)
      .leftJoin(partners, eq(partners.id, chosen.partnerId))
      .leftJoin(assignee, eq(assignee.id, chosen.assignedId))
      .orderBy(...inOrder(chosen.sortKey, chosen.id));
  });
  const rows = await statement.execute({ ...filter.values, ...after?.values });
  return toPage(rows, page.limit, order);
}

/** How many leads a list's filters match: exact, or "about" on a large book (decision 0065). */
export async function countLeads(db: DbOrTx, scope: LeadScope, filters: TLeadFilters) {
  const filter = leadFilter(scope, filters, true);
  return countListRows(
    db,
    db
      .select({ id: leads.id })
      .from(leads)
      .where(and(...filter.conditions)),
  );
}
