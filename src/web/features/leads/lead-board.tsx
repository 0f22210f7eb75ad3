import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeadCard } from '../../../shared/leads/lead-board.contract';
import { LEAD_LIST_ENDPOINTS } from '../../../shared/leads/lead-list.endpoints';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import type { Market } from '../../../shared/markets/markets';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { boardAnnouncements, jumpBetweenColumns, type DraggedCard } from './board-keyboard';
import { LeadCardFace } from './lead-board-card';
import { LeadBoardColumn } from './lead-board-column';
import { adminApiFilters, type LeadListParams } from './lead-filters';
import { LeadMoveDialog } from './lead-move-dialog';
import { LeadStatusDialog } from './lead-status-dialog';
import { useBoardMove } from './use-board-move';
import { useMoreCards } from './use-more-cards';

/** Cards a column shows in the board's first render. */
const FIRST_CARDS = 5;

/**
 * The pipeline board of a market (issue 15): the list's filters, a column per stage. A card
 * moves by a pointer drag, by a keyboard drag on its handle (Space, Left/Right, Space), or by
 * its "Move to…" list; every way goes through the lead screen's confirmation (a reason for
 * declined or withdrawn, the figures for settled, an optional note) and its version check.
 */
export function LeadBoard({ market, params }: { market: Market; params: LeadListParams }) {
  const { t } = useTranslation();
  const filters = adminApiFilters(params);
  const queryKey = ['lead-board', market, JSON.stringify(filters)];
  const query = useQuery({
    queryKey,
    queryFn: () => callApi(LEAD_LIST_ENDPOINTS.board, { query: { market, ...filters } }),
  });
  // The cards render in the background, in slices the browser interleaves with input, not in
  // one long task (issue 32: opening the board blocked a slow phone for 538 ms).
  const board = useDeferredValue(query.data);
  const more = useMoreCards(market, filters, board, query.dataUpdatedAt);
  // On opening, a few cards a column first and the rest in a later render: two short commits
  // of new DOM instead of one long one.
  const [allCards, setAllCards] = useState(false);
  useEffect(() => {
    if (board && !allCards) startTransition(() => setAllCards(true));
  }, [board, allCards]);
  const move = useBoardMove(market);
  const [picking, setPicking] = useState<TLeadCard | null>(null);
  const [dragging, setDragging] = useState<DraggedCard | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // An instant scroll: the column comes under the held card at once, motion or not.
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenColumns, scrollBehavior: 'auto' }),
  );
  const accessibility = useMemo(
    () => ({
      announcements: boardAnnouncements(t),
      screenReaderInstructions: { draggable: t('lead-board.drag_instructions') },
    }),
    [t],
  );

  function dropped(event: DragEndEvent) {
    setDragging(null);
    const data = event.active.data.current as DraggedCard | undefined;
    const to = event.over?.id as LeadStatus | undefined;
    if (data && to && to !== data.from) move.start(data.card, to);
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <QueryStatus query={query} failed={t('dashboard.load_failed')} />
      {board && (
        <DndContext
          sensors={sensors}
          accessibility={accessibility}
          onDragStart={(event) => setDragging(event.active.data.current as DraggedCard)}
          onDragCancel={() => setDragging(null)}
          onDragEnd={dropped}
        >
          {/* The columns scroll sideways in their own frame, never the page. */}
          <div
            role="group"
            aria-label={t('lead-board.label')}
            className="relative flex items-start gap-3 overflow-x-auto pb-3"
          >
            {more.columns.map((column) => (
              <LeadBoardColumn
                key={column.status}
                column={column}
                currency={board.currency}
                dragging={dragging}
                cardLimit={allCards ? undefined : FIRST_CARDS}
                loadingMore={more.loading === column.status}
                onShowMore={() => void more.load(column)}
                onMoveTo={setPicking}
              />
            ))}
          </div>
          <DragOverlay>
            {dragging && (
              <div className="flex w-58 flex-col gap-1 rounded-md border border-slate-300 bg-white p-3 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900">
                <LeadCardFace card={dragging.card} currency={board.currency} />
              </div>
            )}
          </DragOverlay>
        </DndContext>
      )}
      {picking && (
        <LeadMoveDialog
          card={picking}
          onChoose={(to) => {
            setPicking(null);
            move.start(picking, to);
          }}
          onClose={() => setPicking(null)}
        />
      )}
      {move.pending && query.data && (
        <LeadStatusDialog
          to={move.pending.to}
          choices={query.data}
          settle={{
            market,
            currency: query.data.currency,
            requested: move.pending.card.amount,
            lenders: query.data.lenders,
          }}
          error={move.error}
          fieldErrors={move.fieldErrors}
          onConfirm={(choice) => void move.confirm(choice)}
          onClose={move.cancel}
        />
      )}
    </div>
  );
}
