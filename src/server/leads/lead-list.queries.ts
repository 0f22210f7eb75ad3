import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MARKET_TIME_ZONES,
  type LeadListSort,
  type TAdminLeadFilters,
  type TPartnerLeadFilters,
} from '../../shared/leads/lead-list.contract';
import { LEAD_STATUSES } from '../../shared/leads/pipeline';
import type { Market } from '../../shared/markets/markets';
import { leadSearchText, leadSortName, leads, partners, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

/** Whose leads a list reads: one market's (admin) or one partner's (both markets). */
export type LeadListScope = { market: Market } | { partnerId: string };

/** The filters of either list; the admin-only ones are absent from a partner's. */
export type LeadListFilters = Omit<
  TPartnerLeadFilters & Partial<TAdminLeadFilters>,
  'sort' | 'dir'
>;

export interface LeadListCriteria {
  scope: LeadListScope;
  filters: LeadListFilters;
  agingDays: number;
}

/** Where a page starts: just after the row with this sort value and id. */
export interface PageStart {
  value: string;
  id: string;
}

const CLOSED_STATUSES = ['settled', 'declined', 'withdrawn'] as const;

/** Each sort's SQL and the type its cursor value is read back as. */
const SORTS: Record<LeadListSort, { expression: SQL; type: 'timestamptz' | 'integer' | 'text' }> = {
  created_at: { expression: sql`${leads.createdAt}`, type: 'timestamptz' },
  amount: { expression: sql`${leads.amount}`, type: 'integer' },
  name: { expression: leadSortName(leads), type: 'text' },
  // Pipeline order, not the alphabet: "new" before "contacted" before "qualified".
  status: {
    expression: sql`array_position(array[${sql.join(
      LEAD_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )}]::text[], ${leads.status})`,
    type: 'integer',
  },
};

/** Aging: open, and no timeline event for `days` days (leads.last_activity_at). */
function agingCondition(days: number): SQL {
  return sql`(${leads.status} not in (${sql.join(
    CLOSED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}) and ${leads.lastActivityAt} < now() - make_interval(days => ${days}))`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Partial matches over reference, names, e-mail, mobile, business name and number, through
 * the one trigram-indexed text (schema.ts leadSearchText). A typed number may hold spaces
 * ("51 824 753") and a mobile its national 0 ("0412 345"): both still find the stored digits.
 */
function searchCondition(query: string): SQL | undefined {
  const text = query.toLowerCase();
  const document = leadSearchText(leads);
  const patterns = new Set([text]);
  const compact = text.replace(/[\s\-().]/g, '');
  if (/^\+?\d{3,}$/.test(compact)) {
    const digits = compact.replace('+', '');
    patterns.add(digits);
    const national = digits.replace(/^0+/, '');
    if (national.length >= 3) patterns.add(national);
  }
  return or(...[...patterns].map((pattern) => sql`${document} like ${`%${escapeLike(pattern)}%`}`));
}

function scopeCondition(scope: LeadListScope): SQL {
  return 'market' in scope ? eq(leads.market, scope.market) : eq(leads.partnerId, scope.partnerId);
}

/** A calendar day's start where the market's firm works, as a timestamptz. */
function dayStart(day: string, timeZone: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${timeZone})`;
}

export function leadListWhere({ scope, filters, agingDays }: LeadListCriteria): SQL | undefined {
  const market = 'market' in scope ? scope.market : filters.market;
  const timeZone = MARKET_TIME_ZONES[market ?? 'AU'];
  const query = filters.q?.trim();
  return and(
    scopeCondition(scope),
    filters.market ? eq(leads.market, filters.market) : undefined,
    query ? searchCondition(query) : undefined,
    filters.status?.length ? inArray(leads.status, filters.status) : undefined,
    filters.partner_id ? eq(leads.partnerId, filters.partner_id) : undefined,
    filters.source ? eq(leads.source, filters.source) : undefined,
    filters.assigned_to ? eq(leads.assignedTo, filters.assigned_to) : undefined,
    filters.created_from
      ? sql`${leads.createdAt} >= ${dayStart(filters.created_from, timeZone)}`
      : undefined,
    filters.created_to
      ? sql`${leads.createdAt} < ${dayStart(filters.created_to, timeZone, 1)}`
      : undefined,
    filters.amount_min !== undefined ? gte(leads.amount, filters.amount_min) : undefined,
    filters.amount_max !== undefined ? lte(leads.amount, filters.amount_max) : undefined,
    filters.aging === 'true' ? agingCondition(agingDays) : undefined,
  );
}

const assignee = alias(users, 'assignee');

/**
 * One page of a lead list in keyset order (sort value, then id): a page never skips or repeats
 * a lead while others are added, and a deep page costs what the first does. `sortKey` is the
 * last row's sort value as text, for the next cursor.
 */
export async function selectLeadPage(
  db: DbOrTx,
  criteria: LeadListCriteria,
  sort: LeadListSort,
  direction: 'asc' | 'desc',
  start: PageStart | null,
  limit: number,
) {
  const { expression, type } = SORTS[sort];
  const after = start
    ? sql`(${expression}, ${leads.id}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${start.value}::${sql.raw(type)}, ${start.id}::uuid)`
    : undefined;
  const order = sql.raw(direction);
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
      partnerId: partners.id,
      partnerCompany: partners.company,
      assigneeId: assignee.id,
      assigneeName: assignee.name,
      createdAt: leads.createdAt,
      statusChangedAt: leads.statusChangedAt,
      lastActivityAt: leads.lastActivityAt,
      aging: sql<boolean>`${agingCondition(criteria.agingDays)}`,
      sortKey: sql<string>`(${expression})::text`,
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .leftJoin(assignee, eq(assignee.id, leads.assignedTo))
    .where(and(leadListWhere(criteria), after))
    .orderBy(sql`${expression} ${order}`, sql`${leads.id} ${order}`)
    .limit(limit);
}
export type LeadListRow = Awaited<ReturnType<typeof selectLeadPage>>[number];

/** The admin list's partner and assignee filter choices (a partner may refer in both markets). */
export async function leadFilterChoices(db: DbOrTx) {
  const [partnerRows, adminRows] = await Promise.all([
    db
      .select({ id: partners.id, company: partners.company })
      .from(partners)
      .orderBy(partners.company),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.role, 'admin'), sql`${users.disabledAt} is null`))
      .orderBy(users.name),
  ]);
  return { partners: partnerRows, admins: adminRows };
}
