import { and, count, eq, sum } from 'drizzle-orm';
import { CLOSE_REASON_GROUPS } from '../../shared/leads/close-reasons';
import type { TLeadBoardResponse, TLeadCard } from '../../shared/leads/lead-board.contract';
import type { TLeadFilters } from '../../shared/leads/lead-list.contract';
import { LEAD_STATUSES, allowedMoves, type LeadStatus } from '../../shared/leads/pipeline';
import type { Locale } from '../../shared/i18n/locales';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import { leadStats, leads } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { labelled } from '../options/form-options';
import { activeOptions } from '../options/options.queries';
import { filterConditions, listLeads, type LeadPage } from './lead-list.queries';

const CARDS_PER_COLUMN = 20;
const DAY_MS = 86_400_000;
/** Longest in its stage first: the leads that wait are the ones to look at. */
const COLUMN_ORDER = { sort: 'stage', dir: 'asc' } as const;

/** What the board needs besides the filters: the aging setting and the cursor key. */
export interface BoardContext {
  market: Market;
  agingDays: number;
  cursorKey: string;
}

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

function toCard(lead: LeadPage['rows'][number], now: number): TLeadCard {
  return {
    id: lead.id,
    reference: lead.reference,
    name: `${lead.firstName} ${lead.lastName}`,
    business_name: lead.businessName,
    amount: lead.amount,
    partner_company: lead.partnerCompany,
    days_in_stage: Math.max(0, Math.floor((now - lead.statusChangedAt.getTime()) / DAY_MS)),
    version: lead.version,
    // A closed lead is reopened from its own screen, where its timeline says to which step.
    allowed_moves: allowedMoves(lead.status),
  };
}

/**
 * One column's cards with the list's filters and the list's keyset query, in the board's
 * order: the first page, or the page after `cursor` ("Show more" in that column).
 */
export async function loadBoardColumn(
  db: DbOrTx,
  context: BoardContext,
  filters: TLeadFilters,
  status: LeadStatus,
  cursor?: string,
) {
  const page = await listLeads(
    db,
    { market: context.market },
    { ...filters, status: [status] },
    { ...context, cursor, limit: CARDS_PER_COLUMN, order: COLUMN_ORDER },
  );
  const now = Date.now();
  return { cards: page.rows.map((row) => toCard(row, now)), next_cursor: page.nextCursor };
}

/**
 * The pipeline board of a market (issue 15): a column per status (those the filters keep),
 * each with its total and its first cards.
 */
export async function loadLeadBoard(
  db: DbOrTx,
  context: BoardContext,
  filters: TLeadFilters,
  locale: Locale,
): Promise<TLeadBoardResponse> {
  const { market, agingDays } = context;
  const statuses = filters.status?.length ? filters.status : LEAD_STATUSES;
  const [totals, reasons, ...columns] = await Promise.all([
    columnTotals(db, market, filters, agingDays),
    activeOptions(db, Object.values(CLOSE_REASON_GROUPS)),
    ...statuses.map((status) => loadBoardColumn(db, context, filters, status)),
  ]);
  return {
    currency: MARKET_INFO[market].currency,
    columns: statuses.map((status, index) => ({
      status,
      count: totals.get(status)?.count ?? 0,
      amount: totals.get(status)?.amount ?? 0,
      cards: columns[index]?.cards ?? [],
      next_cursor: columns[index]?.next_cursor ?? null,
    })),
    decline_reasons: labelled(reasons, CLOSE_REASON_GROUPS.declined, locale),
    withdrawal_reasons: labelled(reasons, CLOSE_REASON_GROUPS.withdrawn, locale),
  };
}
