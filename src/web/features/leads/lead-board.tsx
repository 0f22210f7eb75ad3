import {
  DndContext,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeadBoardResponse, TLeadCard } from '../../../shared/leads/lead-board.contract';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import { LEAD_LIST_ENDPOINTS } from '../../../shared/leads/lead-list.endpoints';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import type { Market } from '../../../shared/markets/markets';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/api';
import { HttpError } from '../../lib/http';
import { showToast } from '../../lib/toasts';
import { useFormats } from '../../lib/use-formats';
import { LeadBoardCard } from './lead-board-card';
import { apiFilters, type LeadListParams } from './lead-filters';
import { LeadStatusDialog, type StatusChoice } from './lead-status-dialog';

type Column = TLeadBoardResponse['columns'][number];

function BoardColumn({
  column,
  currency,
  dragging,
  onMove,
}: {
  column: Column;
  currency: TLeadBoardResponse['currency'];
  dragging: TLeadCard | null;
  onMove: (card: TLeadCard, to: LeadStatus) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const accepts = dragging?.allowed_moves.includes(column.status) ?? false;
  const headingId = `board-${column.status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex w-64 shrink-0 flex-col gap-3 rounded-lg border p-3 ${
        dragging && !accepts ? 'opacity-50' : ''
      } ${isOver && accepts ? 'border-[var(--theme-color)] bg-slate-100 dark:bg-slate-800' : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/40'}`}
    >
      <header>
        <h2 id={headingId} className="font-semibold">
          {t(`pipeline.status.${column.status}`)}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-300">
            ({formats.number(column.count)})
          </span>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {formats.money(column.amount, currency)}
        </p>
      </header>
      {column.cards.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('lead-board.column_empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {column.cards.map((card) => (
            <LeadBoardCard key={card.id} card={card} currency={currency} onMove={onMove} />
          ))}
        </ul>
      )}
      {column.count > column.cards.length && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('lead-board.more', { count: column.count - column.cards.length })}
        </p>
      )}
    </section>
  );
}

/**
 * The pipeline board of a market (issue 15): the list's filters, a column per status, cards
 * dragged with a pointer or moved with their "Move to" list (the keyboard's way: a native
 * select reaches every allowed stage at once, where dragging by arrows would cross columns one
 * scroll at a time), through the same confirmation (reason for
 * declined or withdrawn, optional note) and the same version check as the lead screen.
 */
export function LeadBoard({ market, params }: { market: Market; params: LeadListParams }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const queryKey = ['lead-board', market, JSON.stringify(apiFilters(params))];
  const query = useQuery({
    queryKey,
    queryFn: () => callApi(LEAD_LIST_ENDPOINTS.board, { query: { market, ...apiFilters(params) } }),
  });
  const [dragging, setDragging] = useState<TLeadCard | null>(null);
  const [move, setMove] = useState<{ card: TLeadCard; to: LeadStatus } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const startMove = (card: TLeadCard, to: LeadStatus) => {
    if (!card.allowed_moves.includes(to)) return;
    setError(null);
    setMove({ card, to });
  };

  async function confirm(choice: StatusChoice) {
    if (!move) return;
    setError(null);
    try {
      await callApi(LEAD_DETAIL_ENDPOINTS.status, {
        params: { id: move.card.id },
        body: { version: move.card.version, status: move.to, ...choice },
      });
      showToast(
        'success',
        t('lead-board.moved', {
          reference: move.card.reference,
          status: t(`pipeline.status.${move.to}`),
        }),
      );
      setMove(null);
    } catch (failure) {
      const body = failure instanceof HttpError ? failure.body : undefined;
      if (failure instanceof HttpError && failure.status === 409) {
        showToast('error', t('lead-board.conflict', { reference: move.card.reference }));
        setMove(null);
      } else {
        setError(body?.errors?.reason?.[0] ?? body?.message ?? t('errors.submit_refused'));
        return;
      }
    }
    await client.invalidateQueries({ queryKey: ['lead-board', market] });
  }

  function dropped(event: DragEndEvent) {
    setDragging(null);
    const card = event.active.data.current as TLeadCard | undefined;
    const to = event.over?.id as LeadStatus | undefined;
    if (card && to) startMove(card, to);
  }

  return (
    <div className="flex flex-col gap-4">
      <QueryStatus query={query} failed={t('dashboard.load_failed')} />
      {query.data && (
        <DndContext
          sensors={sensors}
          onDragStart={(event) => setDragging(event.active.data.current as TLeadCard)}
          onDragCancel={() => setDragging(null)}
          onDragEnd={dropped}
        >
          {/* The columns scroll sideways in their own frame, never the page. */}
          <div
            className="flex gap-3 overflow-x-auto pb-2"
            role="group"
            aria-label={t('lead-board.label')}
          >
            {query.data.columns.map((column) => (
              <BoardColumn
                key={column.status}
                column={column}
                currency={query.data.currency}
                dragging={dragging}
                onMove={startMove}
              />
            ))}
          </div>
        </DndContext>
      )}
      {move && query.data && (
        <LeadStatusDialog
          to={move.to}
          choices={query.data}
          error={error}
          onConfirm={(choice) => void confirm(choice)}
          onClose={() => setMove(null)}
        />
      )}
    </div>
  );
}
