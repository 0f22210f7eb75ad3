import { useState } from 'react';
import type { TLeadBoardResponse, TLeadCard } from '../../../shared/leads/lead-board.contract';
import { LEAD_LIST_ENDPOINTS } from '../../../shared/leads/lead-list.endpoints';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import type { Market } from '../../../shared/markets/markets';
import { callApi } from '../../lib/http/api';
import type { BoardColumnData } from './lead-board-column';
import type { adminApiFilters } from './lead-filters';

interface Extra {
  cards: TLeadCard[];
  cursor: string | null;
}

/**
 * "Show more" in a column: the next pages of that column after its cursor, added below the
 * board's own first cards. Kept for one answer of the board: a reload (after a move, a new
 * filter) starts every column again from its first cards.
 */
export function useMoreCards(
  market: Market,
  filters: ReturnType<typeof adminApiFilters>,
  board: TLeadBoardResponse | undefined,
  answeredAt: number,
) {
  const [extra, setExtra] = useState<{ at: number; byStatus: Partial<Record<LeadStatus, Extra>> }>({
    at: 0,
    byStatus: {},
  });
  const [loading, setLoading] = useState<LeadStatus | null>(null);
  const byStatus = extra.at === answeredAt ? extra.byStatus : {};

  const columns: BoardColumnData[] = (board?.columns ?? []).map((column) => {
    const more = byStatus[column.status];
    return more
      ? { ...column, cards: [...column.cards, ...more.cards], next_cursor: more.cursor }
      : column;
  });

  async function load(column: BoardColumnData) {
    if (!column.next_cursor) return;
    setLoading(column.status);
    try {
      const page = await callApi(LEAD_LIST_ENDPOINTS.boardColumn, {
        query: { market, ...filters, column: column.status, cursor: column.next_cursor },
      });
      const before = byStatus[column.status]?.cards ?? [];
      setExtra({
        at: answeredAt,
        byStatus: {
          ...byStatus,
          [column.status]: { cards: [...before, ...page.cards], cursor: page.next_cursor },
        },
      });
    } catch {
      // The error catalogue has said what went wrong; the column stays as it was.
    } finally {
      setLoading(null);
    }
  }

  return { columns, loading, load };
}
