import { and, count, desc, eq, gt, gte, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import { leadEvents, leadStats, leads, partnerLeadStats, partners } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { LEAD_AGING_DAYS, agingConditions } from '../settings/lead-aging';
import { SETTING_DEFAULTS } from '../../shared/settings/settings.contract';
import { LEAD_STATUSES, type LeadStatus, OPEN_STATUSES } from '../../shared/leads/pipeline';
import { MARKETS, type Market } from '../../shared/markets/markets';
import { shiftDay } from '../../shared/dates/calendar-days';
import { marketPeriods } from './market-periods';

const WEEKS = 12;
const TOP_PARTNERS = 5;
const OLDEST_AGING = 5;

const asNumber = (value: unknown) => Number(value ?? 0);

/** New leads of a market since the start of this week (Monday) and of this month, its clock. */
export async function newLeadCounts(db: DbOrTx, market: Market) {
  const { weekStart, monthStart } = marketPeriods(market);
  const [row] = await db
    .select({
      week: sql<number>`count(*) filter (where ${gte(leads.createdAt, weekStart)})`,
      month: sql<number>`count(*)`,
    })
    .from(leads)
    .where(and(eq(leads.market, market), gte(leads.createdAt, monthStart)));
  // A week that began last month: its leads before the 1st are not in the month's scan.
  const weekStartedLastMonth = await db
    .select({ total: count() })
    .from(leads)
    .where(
      and(
        eq(leads.market, market),
        gte(leads.createdAt, weekStart),
        lt(leads.createdAt, monthStart),
      ),
    );
  return {
    week: asNumber(row?.week) + asNumber(weekStartedLastMonth[0]?.total),
    month: asNumber(row?.month),
  };
}

/** Open leads per status with their amount, in pipeline order, zeros included. */
export async function openPipeline(db: DbOrTx, market: Market) {
  const rows = await db
    .select({
      status: leadStats.status,
      count: sum(leadStats.leads),
      amount: sum(leadStats.amount),
    })
    .from(leadStats)
    .where(and(eq(leadStats.market, market), inArray(leadStats.status, OPEN_STATUSES)))
    .groupBy(leadStats.status);
  return OPEN_STATUSES.map((status) => {
    const row = rows.find((item) => item.status === status);
    return { status, count: asNumber(row?.count), amount: asNumber(row?.amount) };
  });
}

/** Leads created since the week 12 months ago began, and how many of them have settled. */
export async function conversion(db: DbOrTx, market: Market) {
  const [row] = await db
    .select({
      leads: sum(leadStats.leads),
      settled: sql<number>`sum(${leadStats.leads}) filter (where ${leadStats.status} = 'settled')`,
    })
    .from(leadStats)
    .where(
      and(eq(leadStats.market, market), gte(leadStats.week, marketPeriods(market).yearAgoMonday)),
    );
  return { leads: asNumber(row?.leads), settled: asNumber(row?.settled) };
}

export async function leadsBySource(db: DbOrTx, market: Market) {
  const total = sum(leadStats.leads);
  const rows = await db
    .select({ source: leadStats.source, count: total })
    .from(leadStats)
    .where(eq(leadStats.market, market))
    .groupBy(leadStats.source)
    .having(sql`${total} > 0`)
    .orderBy(desc(total), leadStats.source);
  return rows.map((row) => ({ source: row.source, count: asNumber(row.count) }));
}

/** The partners who referred the most leads in this market, with what settled. */
export async function topPartners(db: DbOrTx, market: Market) {
  const rows = await db
    .select({
      partnerId: partners.id,
      company: partners.company,
      leads: partnerLeadStats.leads,
      settledAmount: partnerLeadStats.settledAmount,
    })
    .from(partnerLeadStats)
    .innerJoin(partners, eq(partners.id, partnerLeadStats.partnerId))
    .where(and(eq(partnerLeadStats.market, market), gt(partnerLeadStats.leads, 0)))
    .orderBy(desc(partnerLeadStats.leads), partners.company)
    .limit(TOP_PARTNERS);
  return rows.map((row) => ({
    partner_id: row.partnerId,
    company: row.company,
    leads: row.leads,
    settled_amount: row.settledAmount,
  }));
}

/** The market's open leads, from the rollups (which leave merged leads out, migration 0034). */
const openTotal = (market: Market) =>
  sql<number>`(select coalesce(sum(${leadStats.leads}), 0) from ${leadStats} where ${and(
    eq(leadStats.market, market),
    inArray(leadStats.status, OPEN_STATUSES),
  )})`;

/**
 * Open leads with no activity for `days` days: how many, and the longest forgotten. Most of a
 * large book is idle: the count is the open total of the rollups less the leads still active,
 * which are few and found by index (decision 0084), instead of a count of every idle lead.
 */
export async function agingLeads(db: DbOrTx, market: Market) {
  const current = and(eq(leads.market, market), isNull(leads.mergedInto));
  const stale = and(current, agingConditions());
  const active = and(
    current,
    inArray(leads.status, OPEN_STATUSES),
    gte(leads.lastActivityAt, sql`now() - make_interval(days => ${LEAD_AGING_DAYS})`),
  );
  // The setting's days from the same statement as the count: no round trip of their own.
  const [total] = await db
    .select({ count: sql<number>`${openTotal(market)} - count(*)`, days: LEAD_AGING_DAYS })
    .from(leads)
    .where(active);
  const oldest = await db
    .select({
      id: leads.id,
      reference: leads.reference,
      businessName: leads.businessName,
      status: leads.status,
      lastActivityAt: leads.lastActivityAt,
    })
    .from(leads)
    .where(stale)
    .orderBy(leads.lastActivityAt)
    .limit(OLDEST_AGING);
  return {
    days: total?.days ?? SETTING_DEFAULTS.lead_aging_days,
    count: asNumber(total?.count),
    oldest: oldest.map((row) => ({
      id: row.id,
      reference: row.reference,
      business_name: row.businessName,
      status: row.status,
      last_activity_at: row.lastActivityAt.toISOString(),
    })),
  };
}

/**
 * Leads per week and market over the last 12 weeks, empty ones too. Each market's weeks start
 * on its own Monday (the rollups key them so, migration 0047); the last week is the newest
 * market's, Auckland's, which starts first.
 */
export async function weeklyLeads(db: DbOrTx) {
  const latest = MARKETS.map((market) => marketPeriods(market).monday)
    .sort()
    .at(-1)!;
  const first = shiftDay(latest, { days: -(WEEKS - 1) * 7 });
  const rows = await db
    .select({
      week: sql<string>`to_char(${leadStats.week}, 'YYYY-MM-DD')`,
      market: leadStats.market,
      count: sum(leadStats.leads),
    })
    .from(leadStats)
    .where(gte(leadStats.week, first))
    .groupBy(leadStats.week, leadStats.market);
  return Array.from({ length: WEEKS }, (_, index) => {
    const week = shiftDay(first, { days: index * 7 });
    const counts = { AU: 0, NZ: 0 } satisfies Record<Market, number>;
    for (const row of rows) if (row.week === week) counts[row.market] = asNumber(row.count);
    return { week, counts };
  });
}

/** The leads a partner user may read (issue 34): the firm's, or a colleague's own referrals. */
export interface PartnerReadScope {
  partnerId: string;
  referredByUserId?: string;
}

function readable(scope: PartnerReadScope) {
  return and(
    eq(leads.partnerId, scope.partnerId),
    scope.referredByUserId ? eq(leads.referredByUserId, scope.referredByUserId) : undefined,
  );
}

/** A partner's own leads per status. */
export async function partnerLeadsByStatus(db: DbOrTx, scope: PartnerReadScope) {
  const rows = await db
    .select({ status: leads.status, count: count() })
    .from(leads)
    .where(readable(scope))
    .groupBy(leads.status);
  return LEAD_STATUSES.flatMap((status: LeadStatus) => {
    const row = rows.find((item) => item.status === status);
    return row ? [{ status, count: asNumber(row.count) }] : [];
  });
}

/**
 * A partner's settled leads, per currency, at the amount that settled (decision 0054); a lead
 * settled before settlements had figures counts at the amount requested.
 */
export async function partnerSettled(db: DbOrTx, scope: PartnerReadScope) {
  const rows = await db
    .select({
      currency: leads.currency,
      count: count(),
      amount: sum(sql`coalesce(${leads.settledAmount}, ${leads.amount})`),
    })
    .from(leads)
    .where(and(readable(scope), eq(leads.status, 'settled')))
    .groupBy(leads.currency)
    .orderBy(leads.currency);
  return rows.map((row) => ({
    currency: row.currency,
    count: asNumber(row.count),
    amount: asNumber(row.amount),
  }));
}

/** The latest status changes of a partner's own leads (no notes, no internal detail). */
export async function partnerRecentChanges(db: DbOrTx, scope: PartnerReadScope, limit = 10) {
  const rows = await db
    .select({
      leadId: leads.id,
      reference: leads.reference,
      firstName: leads.firstName,
      lastName: leads.lastName,
      businessName: leads.businessName,
      data: leadEvents.data,
      at: leadEvents.createdAt,
    })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.leadId))
    .where(and(readable(scope), eq(leadEvents.type, 'status_changed')))
    .orderBy(desc(leadEvents.createdAt))
    .limit(limit);
  return rows.flatMap((row) => {
    const { from, to } = row.data as { from?: unknown; to?: unknown };
    if (!isStatus(to)) return [];
    return [
      {
        lead_id: row.leadId,
        reference: row.reference,
        applicant: `${row.firstName} ${row.lastName}`,
        business_name: row.businessName,
        from: isStatus(from) ? from : null,
        to,
        at: row.at.toISOString(),
      },
    ];
  });
}

function isStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}
