import { CLOSE_REASON_GROUPS } from '../../shared/leads/close-reasons';
import type { TLeadBoardResponse, TLeadCard } from '../../shared/leads/lead-board.contract';
import type { TLeadFilters } from '../../shared/leads/lead-list.contract';
import { LEAD_STATUSES, allowedMoves, type LeadStatus } from '../../shared/leads/pipeline';
import type { Locale } from '../../shared/i18n/locales';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import type { DbOrTx } from '../db/transaction';
import { lendersOf } from '../settlements/settlements.queries';
import { labelled } from '../options/form-options';
import { activeOptions } from '../options/options.queries';
import {
  filteredTotals,
  firstCardsByStage,
  onlyColumnsChosen,
  rollupTotals,
  rankedFirstCards,
  type BoardCardRow,
} from './lead-board.queries';
import { listLeads, toPage } from './lead-list.queries';
import { nextTasksOf } from '../tasks/next-tasks';
import type { TNextTask } from '../../shared/tasks/tasks.contract';

const CARDS_PER_COLUMN = 20;
const DAY_MS = 86_400_000;
/** Newest in its stage first (decision 0065), as `STAGE_ORDER` in lead-board.queries.ts. */
const COLUMN_ORDER = { sort: 'stage', dir: 'desc' } as const;

/** What the board needs besides the filters: the market and the cursor key. */
export interface BoardContext {
  market: Market;
  cursorKey: string;
}

/**
 * Each column's cards (one more than shown, to know whether more follow) and totals, in a
 * fixed number of statements whatever the filters (decision 0041), side by side. A search or a
 * range created before a day is found once by its own index and ranked by status: a column read
 * in stage order would run the search once per status, or walk a stage's newer leads first.
 * Other filters read each column in stage order by index. The totals are one grouped read, or the
 * rollups when only columns are chosen.
 */
async function columnsOf(
  db: DbOrTx,
  market: Market,
  filters: TLeadFilters,
  statuses: readonly LeadStatus[],
) {
  const perColumn = CARDS_PER_COLUMN + 1;
  // Created since a day, a column read in stage order stops at that day (decision 0084).
  const foundByIndex = Boolean(filters.q || (filters.created_to && !filters.created_from));
  const [totals, cards] = await Promise.all([
    onlyColumnsChosen(filters)
      ? rollupTotals(db, market, statuses)
      : filteredTotals(db, market, filters),
    foundByIndex
      ? rankedFirstCards(db, market, filters, perColumn)
      : firstCardsByStage(db, market, filters, statuses, perColumn),
  ]);
  return { totals, cards };
}

function toCard(
  lead: Omit<BoardCardRow, 'sortValue'>,
  now: number,
  nextTasks: Map<string, TNextTask>,
): TLeadCard {
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
    next_task: nextTasks.get(lead.id) ?? null,
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
    { cursorKey: context.cursorKey, cursor, limit: CARDS_PER_COLUMN, order: COLUMN_ORDER },
  );
  const now = Date.now();
  const next = await nextTasksOf(
    db,
    page.rows.map((row) => row.id),
    new Date(now),
  );
  return {
    cards: page.rows.map((row) => toCard(row, now, next)),
    next_cursor: page.nextCursor,
  };
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
  const { market, cursorKey } = context;
  const statuses = filters.status?.length ? filters.status : LEAD_STATUSES;
  const [{ totals, cards }, reasons, lenders] = await Promise.all([
    columnsOf(db, market, filters, statuses),
    activeOptions(db, Object.values(CLOSE_REASON_GROUPS)),
    lendersOf(db, market, true),
  ]);
  const now = Date.now();
  const order = { key: cursorKey, ...COLUMN_ORDER };
  const pages = statuses.map((status) => ({
    status,
    page: toPage(
      cards.filter((card) => card.status === status),
      CARDS_PER_COLUMN,
      order,
    ),
  }));
  // Issue 34: each card's next task, one read for every card shown.
  const next = await nextTasksOf(
    db,
    pages.flatMap(({ page }) => page.rows.map((row) => row.id)),
    new Date(now),
  );
  return {
    currency: MARKET_INFO[market].currency,
    columns: pages.map(({ status, page }) => ({
      status,
      count: totals.get(status)?.count ?? 0,
      amount: totals.get(status)?.amount ?? 0,
      cards: page.rows.map((row) => toCard(row, now, next)),
      next_cursor: page.nextCursor,
    })),
    decline_reasons: labelled(reasons, CLOSE_REASON_GROUPS.declined, locale),
    withdrawal_reasons: labelled(reasons, CLOSE_REASON_GROUPS.withdrawn, locale),
    lenders: labelled(lenders, 'lender', locale),
  };
}
