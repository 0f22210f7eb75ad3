import { and, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { leadSearchText, leads } from '../db/schema';
import type { TLeadFilters } from '../../shared/leads/lead-list.contract';
import { MARKETS, MARKET_INFO, type Market } from '../../shared/markets/markets';
import { dayStartIn } from '../lib/zoned-day';
import { agingConditions } from '../settings/lead-aging';

/** Whose leads a list may show: one market (admin), or one partner's own (partner). */
export interface LeadScope {
  market?: Market;
  partnerId?: string;
  /** A colleague who sees only the leads they referred (issue 34, partnerLeadScope). */
  referredByUserId?: string;
}

/**
 * A list's filters as conditions written with placeholders, and the values they stand for.
 * The same filters in use (the shape) always give the same statement text, so a list's
 * statement is built once per shape and each request brings only its values (decision 0049).
 */
export interface LeadFilter {
  conditions: SQL[];
  values: Record<string, unknown>;
  /** Which filters are in use, in a fixed order: what the statement's text depends on. */
  shape: string;
}

/** The one trigram-indexed search text (schema.ts, decision 0020). */
export const LEAD_SEARCH_TEXT = leadSearchText(leads);

/**
 * What a typed search looks for: digits typed with spaces (an ABN, a phone) match the stored
 * digits, without a leading 0 (a local mobile number is stored in E.164); anything else is
 * matched as typed, in any case.
 */
export function searchPattern(q: string): string {
  const compact = q.replace(/[\s-]/g, '');
  const text = /^\+?\d+$/.test(compact) ? compact.replace(/^\+?0*/, '') : q.toLowerCase();
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Collects the conditions of the filters in use. Each condition has its own tag in the shape:
 * two filters on one column (a partner's scope and the partner filter) stay apart.
 */
class FilterBuilder {
  private readonly conditions: SQL[] = [];
  private readonly values: Record<string, unknown> = {};
  private readonly tags: string[] = [];

  /** `bound`: values bound in place, for a statement run once (the list's count). */
  constructor(private readonly bound = false) {}

  /** A placeholder in the statement's text, and the value it stands for in this request. */
  readonly value = (name: string, value: unknown) => {
    if (this.bound) return sql.param(value);
    this.values[name] = value;
    return sql.placeholder(name);
  };

  use(tag: string, condition: SQL | undefined): void {
    if (!condition) return;
    this.conditions.push(condition);
    this.tags.push(tag);
  }

  get filter(): LeadFilter {
    return { conditions: this.conditions, values: this.values, shape: this.tags.join(',') };
  }
}

/**
 * The created-date range as whole days on the firm's clock in the lead's market (decision
 * 0028). One market: two constant bounds, which the keyset indexes use. A partner's list
 * spans both markets: each market's leads with that market's bounds.
 */
function useCreatedWithin(builder: FilterBuilder, scope: LeadScope, filters: TLeadFilters): void {
  const { created_from: from, created_to: to } = filters;
  if (!from && !to) return;
  const bounds = (market: Market, suffix: string) => {
    const { timeZone } = MARKET_INFO[market];
    const start = from && dayStartIn(from, timeZone).toISOString();
    const end = to && dayStartIn(to, timeZone, 1).toISOString();
    return and(
      start ? gte(leads.createdAt, builder.value(`created_from${suffix}`, start)) : undefined,
      end ? lt(leads.createdAt, builder.value(`created_to${suffix}`, end)) : undefined,
    );
  };
  builder.use(
    `created${from ? '_from' : ''}${to ? '_to' : ''}`,
    scope.market
      ? bounds(scope.market, '')
      : or(...MARKETS.map((market) => and(eq(leads.market, market), bounds(market, `_${market}`)))),
  );
}

/**
 * A condition a creation-date filter implies: a lead created since a day also changed stage
 * since then (leads_stage_after_creation_check, decision 0084). The board's reads in stage order
 * use it to stop at the day instead of walking a whole stage. Lists do not add it: the planner
 * would count it as a second, independent cut and estimate too few rows for "about" counts.
 */
export function stageChangedSinceCreatedFrom(filter: LeadFilter): SQL | undefined {
  return 'created_from' in filter.values
    ? gte(leads.statusChangedAt, sql.placeholder('created_from'))
    : undefined;
}

export function leadFilter(scope: LeadScope, filters: TLeadFilters, bound = false): LeadFilter {
  const builder = new FilterBuilder(bound);
  const { value } = builder;
  // The market is one of two: written into the text, so that a list narrowed by nothing else
  // has no values at all and PostgreSQL plans it once per connection (decision 0049).
  if (scope.market)
    builder.use(`market=${scope.market}`, eq(leads.market, scope.market).inlineParams());
  if (scope.partnerId) builder.use('own', eq(leads.partnerId, value('own', scope.partnerId)));
  if (scope.referredByUserId)
    builder.use('referred', eq(leads.referredByUserId, value('referred', scope.referredByUserId)));
  // A lead merged into another (decision 0069) lives on as the survivor: lists show that one.
  builder.use('current', isNull(leads.mergedInto));
  if (filters.q)
    builder.use('q', sql`${LEAD_SEARCH_TEXT} like ${value('q', searchPattern(filters.q))}`);
  // Any number of statuses or sources in one value: one statement for every choice.
  if (filters.status?.length)
    builder.use('status', sql`${leads.status} = any(${value('status', filters.status)}::text[])`);
  if (filters.source?.length)
    builder.use('source', sql`${leads.source} = any(${value('source', filters.source)}::text[])`);
  if (filters.partner)
    builder.use('partner', eq(leads.partnerId, value('partner', filters.partner)));
  if (filters.assigned === 'none') builder.use('unassigned', isNull(leads.assignedTo));
  else if (filters.assigned)
    builder.use('assigned', eq(leads.assignedTo, value('assigned', filters.assigned)));
  useCreatedWithin(builder, scope, filters);
  if (filters.amount_min !== undefined)
    builder.use('amount_min', gte(leads.amount, value('amount_min', filters.amount_min)));
  if (filters.amount_max !== undefined)
    builder.use('amount_max', lte(leads.amount, value('amount_max', filters.amount_max)));
  if (filters.aging) builder.use('aging', agingConditions());
  // Issue 34: leads with no open task; the partial index of open tasks by lead answers it.
  if (filters.no_task)
    builder.use(
      'no_task',
      sql`not exists (select 1 from lead_tasks t where t.lead_id = ${leads.id} and t.done_at is null)`,
    );
  return builder.filter;
}
