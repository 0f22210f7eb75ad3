import { and, count, desc, eq, sum } from 'drizzle-orm';
import { CLOSE_REASON_GROUPS } from '../../shared/leads/close-reasons';
import type { TLeadBoardResponse } from '../../shared/leads/lead-board.contract';
import type { TLeadFilters } from '../../shared/leads/lead-list.contract';
import { LEAD_STATUSES, allowedMoves } from '../../shared/leads/pipeline';
import type { Locale } from '../../shared/i18n/locales';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import { leadStats, leads } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { labelled } from '../options/form-options';
import { activeOptions } from '../options/options.queries';
import { filterConditions, selectLeads } from './lead-list.queries';

const CARDS_PER_COLUMN = 20;
const DAY_MS = 86_400_000;

/** True when the filters narrow nothing: the column totals can come from the rollups. */
function unfiltered(filters: TLeadFilters): boolean {
  return !(
    filters.q ||
    filters.status?.length ||
    filters.source?.length ||
    filters.partner ||
    filters.assigned ||
    filters.created_from ||
    filters.created_to ||
    filters.amount_min !== undefined ||
    filters.amount_max !== undefined ||
    filters.aging
  );
}

/** Count and amount per status: the dashboard's rollups unfiltered, else the leads themselves. */
async function columnTotals(db: DbOrTx, market: Market, filters: TLeadFilters, agingDays: number) {
  const rows = unfiltered(filters)
    ? await db
        .select({
          status: leadStats.status,
          count: sum(leadStats.leads),
          amount: sum(leadStats.amount),
        })
        .from(leadStats)
        .where(eq(leadStats.market, market))
        .groupBy(leadStats.status)
    : await db
        .select({ status: leads.status, count: count(), amount: sum(leads.amount) })
        .from(leads)
        .where(and(...filterConditions({ market }, filters, agingDays)))
        .groupBy(leads.status);
  return new Map(
    rows.map((row) => [row.status, { count: Number(row.count), amount: Number(row.amount ?? 0) }]),
  );
}

/**
 * The pipeline board of a market (issue 15): a column per status (those the filters keep),
 * each with its total and its newest cards. A card may move only where the pipeline allows
 * from an open status; a closed lead is reopened from its own screen.
 */
export async function loadLeadBoard(
  db: DbOrTx,
  market: Market,
  filters: TLeadFilters,
  agingDays: number,
  locale: Locale,
): Promise<TLeadBoardResponse> {
  const statuses = filters.status?.length ? filters.status : LEAD_STATUSES;
  const base = filterConditions({ market }, { ...filters, status: undefined }, agingDays);
  const [totals, reasons, ...cards] = await Promise.all([
    columnTotals(db, market, filters, agingDays),
    activeOptions(db, Object.values(CLOSE_REASON_GROUPS)),
    ...statuses.map((status) =>
      selectLeads(db, 'created', agingDays)
        .where(and(...base, eq(leads.status, status)))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(CARDS_PER_COLUMN),
    ),
  ]);
  const now = Date.now();
  return {
    currency: MARKET_INFO[market].currency,
    columns: statuses.map((status, index) => ({
      status,
      count: totals.get(status)?.count ?? 0,
      amount: totals.get(status)?.amount ?? 0,
      cards: (cards[index] ?? []).map((lead) => ({
        id: lead.id,
        reference: lead.reference,
        name: `${lead.firstName} ${lead.lastName}`,
        business_name: lead.businessName,
        amount: lead.amount,
        partner_company: lead.partnerCompany,
        days_in_stage: Math.floor((now - lead.statusChangedAt.getTime()) / DAY_MS),
        version: lead.version,
        allowed_moves: allowedMoves(lead.status),
      })),
    })),
    decline_reasons: labelled(reasons, CLOSE_REASON_GROUPS.declined, locale),
    withdrawal_reasons: labelled(reasons, CLOSE_REASON_GROUPS.withdrawn, locale),
  };
}
