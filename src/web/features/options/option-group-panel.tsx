import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionGroup } from '../../../shared/options/option-groups';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import type { TOptionEntry } from './option-form-values';
import { labelIn } from './option-labels';
import { inOrder, moveBy, moveTo } from './option-order';
import { OptionRow } from './option-row';
import { useOptionSummary } from './use-option-summary';
import { useOptionActions } from './use-option-actions';

/**
 * The entries of one list, in their order: drag one by its handle, or move it a step with its
 * buttons; each move is saved at once and said in a live region. The order shown is the local
 * one until the server's list comes back.
 */
export function OptionGroupPanel({
  group,
  groupName,
  entries,
  version,
  onAdd,
  onEdit,
}: {
  group: OptionGroup;
  groupName: string;
  entries: readonly TOptionEntry[];
  /** When the server's list was read: a newer one replaces the local order. */
  version: number;
  onAdd: () => void;
  onEdit: (entry: TOptionEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  const actions = useOptionActions();
  const summary = useOptionSummary();
  const [local, setLocal] = useState<{ version: number; ids: readonly string[] } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  // A new list from the server (after a save, or another admin's change) replaces the local order.
  const rows = local?.version === version ? inOrder(entries, local.ids) : entries;
  const ids = rows.map((entry) => entry.id);
  const label = (entry: TOptionEntry) => labelIn(i18n.language, entry.labels, entry.value);

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const row = listRef.current?.querySelector(`[data-id="${wanted.id}"]`);
    const buttons = ['up', 'down'].map((direction) =>
      row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`),
    );
    const [first, second] = wanted.direction === 'up' ? buttons : [...buttons].reverse();
    (first && !first.disabled ? first : second)?.focus();
  });

  function save(next: readonly string[], moved: TOptionEntry) {
    if (next === ids) return;
    setLocal({ version, ids: next });
    setAnnouncement(
      t('options-admin.moved', {
        label: label(moved),
        position: next.indexOf(moved.id) + 1,
        count: next.length,
      }),
    );
    actions.reorder.mutate(next);
  }

  function dropped(event: DragEndEvent) {
    const moved = rows.find((entry) => entry.id === event.active.id);
    if (moved && event.over) save(moveTo(ids, moved.id, String(event.over.id)), moved);
  }

  if (entries.length === 0) {
    return (
      <EmptyState
        title={t('options-admin.empty_title', { group: groupName })}
        body={t('options-admin.empty_body')}
        action={<Button onClick={onAdd}>{t('options-admin.add')}</Button>}
      />
    );
  }

  return (
    <>
      <DndContext sensors={sensors} onDragEnd={dropped}>
        <ol
          ref={listRef}
          aria-label={t('options-admin.entries', { group: groupName })}
          className="rounded-lg border border-slate-200 dark:border-slate-700"
        >
          {rows.map((entry, index) => (
            <OptionRow
              key={entry.id}
              entry={entry}
              label={label(entry)}
              summary={summary(group, entry)}
              position={{ index, count: rows.length }}
              sortable
              onMove={(step) => {
                focusAfter.current = { id: entry.id, direction: step < 0 ? 'up' : 'down' };
                save(moveBy(ids, entry.id, step), entry);
              }}
              onActive={(active) => actions.setActive.mutate({ id: entry.id, active })}
              onEdit={() => onEdit(entry)}
              onDelete={() => void actions.deleteEntry(entry, label(entry))}
            />
          ))}
        </ol>
      </DndContext>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
