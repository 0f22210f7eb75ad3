import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLeadCard } from '../../../shared/leads/lead-board.contract';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import type { Currency } from '../../../shared/markets/markets';
import { controlClass } from '../../components/form/control-class';
import { useFormats } from '../../lib/use-formats';
import { pathTo } from '../../router/route-names';
import { LEAD_LINK } from './lead-columns';

/**
 * A lead on the board: dragged to another column by its handle with a pointer, or moved with
 * its own "Move to" list, the keyboard's way (the handle is left out of the tab order).
 */
export function LeadBoardCard({
  card,
  currency,
  onMove,
}: {
  card: TLeadCard;
  currency: Currency;
  onMove: (card: TLeadCard, to: LeadStatus) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
    data: card,
    disabled: card.allowed_moves.length === 0,
  });
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : {};
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900 ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''}`}
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={pathTo('lead', { id: card.id })} className={LEAD_LINK}>
          {card.reference}
        </Link>
        {card.allowed_moves.length > 0 && (
          <button
            type="button"
            className="cursor-grab rounded px-1 text-slate-500 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            aria-label={t('lead-board.drag', { reference: card.reference })}
            {...attributes}
            {...listeners}
            tabIndex={-1}
          >
            ⠿
          </button>
        )}
      </div>
      <p className="font-medium">{card.business_name ?? card.name}</p>
      {card.business_name && <p className="text-slate-600 dark:text-slate-300">{card.name}</p>}
      <p>{formats.money(card.amount, currency)}</p>
      {card.partner_company && (
        <p className="text-slate-600 dark:text-slate-300">{card.partner_company}</p>
      )}
      <p className="text-slate-600 dark:text-slate-300">
        {t('lead-board.days_in_stage', { count: card.days_in_stage })}
      </p>
      {card.allowed_moves.length > 0 && (
        <select
          aria-label={t('lead-board.move_label', { reference: card.reference })}
          className={controlClass(false)}
          value=""
          onChange={(event) => onMove(card, event.target.value as LeadStatus)}
        >
          <option value="">{t('lead-board.move_to')}</option>
          {card.allowed_moves.map((status) => (
            <option key={status} value={status}>
              {t(`pipeline.status.${status}`)}
            </option>
          ))}
        </select>
      )}
    </li>
  );
}
