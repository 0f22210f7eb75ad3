import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLeadCard } from '../../../shared/leads/lead-board.contract';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import type { Currency } from '../../../shared/markets/markets';
import { Button } from '../../components/button';
import { useFormats } from '../../lib/preferences/use-formats';
import { pathTo } from '../../router/route-names';
import type { DraggedCard } from './board-keyboard';
import { LEAD_LINK } from './lead-columns';
import { applicantName } from '../privacy/applicant-name';
import { NextTaskCell } from '../tasks/next-task-cell';

/** What a card shows: reference (the lead's link), business, amount, partner, days in stage. */
export function LeadCardFace({ card, currency }: { card: TLeadCard; currency: Currency }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const quiet = 'text-slate-600 dark:text-slate-300';
  return (
    <>
      <Link to={pathTo('lead', { id: card.id })} className={`${LEAD_LINK} self-start`}>
        {card.reference}
      </Link>
      <p className="font-medium break-words">{card.business_name ?? applicantName(t, card)}</p>
      {card.business_name && <p className={quiet}>{applicantName(t, card)}</p>}
      <p className="tabular-nums">{formats.money(card.amount, currency)}</p>
      {card.partner_company && <p className={`${quiet} break-words`}>{card.partner_company}</p>}
      <p className={quiet}>{t('lead-board.days_in_stage', { count: card.days_in_stage })}</p>
      <p className="text-sm">
        <NextTaskCell task={card.next_task} />
      </p>
    </>
  );
}

/**
 * A lead on the board. Its handle drags it with a pointer, or with the keyboard (Space, the
 * arrows, Space); its "Move to…" button lists the allowed stages, the plainest way of all.
 */
export function LeadBoardCard({
  card,
  from,
  currency,
  onMoveTo,
}: {
  card: TLeadCard;
  from: LeadStatus;
  currency: Currency;
  onMoveTo: (card: TLeadCard) => void;
}) {
  const { t } = useTranslation();
  const movable = card.allowed_moves.length > 0;
  const data: DraggedCard = { card, from };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data,
    disabled: !movable,
  });
  return (
    <li
      ref={setNodeRef}
      className={`relative flex flex-col gap-1 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900 ${isDragging ? 'opacity-40' : ''}`}
    >
      {movable && (
        <button
          type="button"
          className="absolute top-2 right-2 cursor-grab touch-none rounded px-1.5 py-0.5 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          {...attributes}
          {...listeners}
          aria-label={t('lead-board.drag', { reference: card.reference })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <LeadCardFace card={card} currency={currency} />
      {movable && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-1 self-start"
          aria-haspopup="dialog"
          onClick={() => onMoveTo(card)}
        >
          {t('lead-board.move_to')}
          <span className="sr-only"> ({card.reference})</span>
        </Button>
      )}
    </li>
  );
}
