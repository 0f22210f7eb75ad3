import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import type { TOptionEntry } from './option-form-values';
import { OptionSwitch } from './option-switch';

export interface RowPosition {
  index: number;
  count: number;
}

/**
 * One entry of a list: its label in the reader's language and its value, what its data says,
 * and its actions. A pointer drags it by its handle; the keyboard moves it with "Move up" and
 * "Move down", which the handle, kept out of the tab order, would only duplicate.
 */
export function OptionRow({
  entry,
  label,
  summary,
  position,
  sortable,
  onMove,
  onActive,
  onEdit,
  onDelete,
}: {
  entry: TOptionEntry;
  label: string;
  summary?: string;
  position: RowPosition;
  /** False for per-market lists: their order means nothing, nor do on/off and delete. */
  sortable: boolean;
  onMove: (step: -1 | 1) => void;
  onActive: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const drag = useDraggable({ id: entry.id, disabled: !sortable });
  const drop = useDroppable({ id: entry.id, disabled: !sortable });
  const shift = drag.transform ? `translate3d(0, ${drag.transform.y}px, 0)` : undefined;
  const target = drop.isOver && !drag.isDragging;

  return (
    <li
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      style={{ transform: shift }}
      data-id={entry.id}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-200 bg-white px-3 py-3 first:rounded-t-lg first:border-t-0 last:rounded-b-lg dark:border-slate-700 dark:bg-slate-800 ${
        drag.isDragging ? 'relative z-10 shadow-lg ring-2 ring-[var(--theme-color)]' : ''
      } ${target ? 'outline-2 -outline-offset-2 outline-[var(--theme-color)] outline-dashed' : ''}`}
    >
      {sortable && (
        <span
          aria-hidden="true"
          title={t('options-admin.drag_handle')}
          className="cursor-grab touch-none rounded px-1 text-lg leading-none text-slate-500 select-none hover:bg-slate-100 active:cursor-grabbing dark:text-slate-400 dark:hover:bg-slate-700"
          {...drag.listeners}
        >
          ⠿
        </span>
      )}
      <div className="flex min-w-0 flex-1 basis-52 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={`font-medium break-words ${entry.active ? '' : 'text-slate-500 line-through decoration-1 dark:text-slate-400'}`}
          >
            {label}
          </span>
          {!entry.active && <Badge>{t('options-admin.inactive')}</Badge>}
          {entry.in_use && sortable && <Badge tone="info">{t('options-admin.in_use_badge')}</Badge>}
        </span>
        <code className="text-xs break-all text-slate-600 dark:text-slate-300">{entry.value}</code>
        {summary && <span className="text-sm text-slate-700 dark:text-slate-200">{summary}</span>}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {sortable && (
          <>
            <OptionSwitch
              checked={entry.active}
              label={t('options-admin.active_switch', { label })}
              text={t('options-admin.active')}
              onChange={onActive}
            />
            <Button
              variant="ghost"
              size="sm"
              data-move="up"
              aria-label={t('options-admin.move_up', { label })}
              title={t('options-admin.move_up', { label })}
              disabled={position.index === 0}
              onClick={() => onMove(-1)}
            >
              <span aria-hidden="true">↑</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              data-move="down"
              aria-label={t('options-admin.move_down', { label })}
              title={t('options-admin.move_down', { label })}
              disabled={position.index === position.count - 1}
              onClick={() => onMove(1)}
            >
              <span aria-hidden="true">↓</span>
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('options-admin.edit_label', { label })}
          onClick={onEdit}
        >
          {t('options-admin.edit')}
        </Button>
        {sortable && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('options-admin.delete_label', { label })}
            onClick={onDelete}
          >
            {t('options-admin.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
