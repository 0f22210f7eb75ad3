import { useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeadBoardResponse, TLeadCard } from '../../../shared/leads/lead-board.contract';
import { isOpenStatus } from '../../../shared/leads/pipeline';
import { Button } from '../../components/button';
import { useFormats } from '../../lib/preferences/use-formats';
import type { DraggedCard } from './board-keyboard';
import { LeadBoardCard } from './lead-board-card';

export type BoardColumnData = TLeadBoardResponse['columns'][number];

/**
 * A stage of the board: its name, count and amount, its cards (longest in the stage first)
 * and "Show more". Closed stages start folded to keep the board narrow; a folded column still
 * takes a dropped card. While a card is dragged, each column says whether it may go there.
 */
export function LeadBoardColumn({
  column,
  currency,
  dragging,
  loadingMore,
  onShowMore,
  onMoveTo,
  cardLimit,
}: {
  column: BoardColumnData;
  currency: TLeadBoardResponse['currency'];
  dragging: DraggedCard | null;
  loadingMore: boolean;
  onShowMore: () => void;
  onMoveTo: (card: TLeadCard) => void;
  /** Renders only the first cards (the board's first render); all when undefined. */
  cardLimit?: number;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [open, setOpen] = useState(isOpenStatus(column.status));
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const home = dragging?.from === column.status;
  const accepts = !home && (dragging?.card.allowed_moves.includes(column.status) ?? false);
  const refused = Boolean(dragging) && !home && !accepts;
  const headingId = `board-${column.status}`;
  const cardsId = `board-${column.status}-cards`;
  const frame = accepts
    ? isOver
      ? 'border-2 border-[var(--theme-color)] bg-slate-100 dark:bg-slate-800'
      : 'border-2 border-dashed border-[var(--theme-color)] bg-slate-50 dark:bg-slate-900/40'
    : 'border-2 border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/40';
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`relative flex shrink-0 flex-col gap-3 rounded-lg p-3 ${open ? 'w-64' : 'w-44'} ${frame} ${refused ? 'opacity-60' : ''}`}
    >
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="font-semibold">
          {t(`pipeline.status.${column.status}`)}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-300">
            ({formats.number(column.count)})
          </span>
        </h2>
        <p className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
          {formats.money(column.amount, currency)}
        </p>
        {dragging && !home && (
          <p className="text-sm font-medium" aria-hidden="true">
            {accepts ? t('lead-board.drop_here') : t('lead-board.drop_refused')}
          </p>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-expanded={open}
          aria-controls={cardsId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('lead-board.fold') : t('lead-board.unfold')}
          <span className="sr-only"> ({t(`pipeline.status.${column.status}`)})</span>
        </Button>
      </header>
      {/* The cards scroll inside their column (decision 0065): a long column no longer
          stretches the board, and each column is reached by keyboard to scroll it. */}
      <div
        id={cardsId}
        hidden={!open}
        role="group"
        aria-labelledby={headingId}
        tabIndex={0}
        data-board-cards
        className="flex max-h-[min(70vh,40rem)] flex-col gap-2 overflow-y-auto overscroll-contain pr-1 focus-visible:outline-2 focus-visible:outline-[var(--theme-color)]"
      >
        {/* A folded column's cards are not rendered at all: hidden, they cost the same. */}
        {!open ? null : column.cards.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('lead-board.column_empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {column.cards.slice(0, cardLimit).map((card) => (
              <LeadBoardCard
                key={card.id}
                card={card}
                from={column.status}
                currency={currency}
                onMoveTo={onMoveTo}
              />
            ))}
          </ul>
        )}
        {open && column.next_cursor && (
          <Button variant="secondary" size="sm" disabled={loadingMore} onClick={onShowMore}>
            {t('lead-board.show_more', { count: column.count - column.cards.length })}
          </Button>
        )}
      </div>
    </section>
  );
}
