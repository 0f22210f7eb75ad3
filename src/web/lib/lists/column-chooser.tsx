import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button';

/**
 * Which columns a list shows, as checkboxes in a disclosure (decision 0065): a keyboard opens
 * it with Enter and ticks with Space; the last shown column cannot be hidden.
 */
export function ColumnChooser({
  columns,
  hidden,
  onToggle,
}: {
  columns: readonly { id: string; header: string }[];
  hidden: ReadonlySet<string>;
  onToggle: (column: string) => void;
}) {
  const { t } = useTranslation();
  const shown = columns.filter((column) => !hidden.has(column.id)).length;
  // The checkboxes exist only while open: closed, the page has one "Status" control, not two.
  const [open, setOpen] = useState(false);
  return (
    <details className="relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        className={buttonClass(
          'secondary',
          'md',
          'cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden',
        )}
      >
        {t('lists.columns')}
      </summary>
      {open && (
        <fieldset className="absolute right-0 z-20 mt-1 flex w-56 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-800">
          <legend className="sr-only">{t('lists.columns_legend')}</legend>
          {columns.map((column) => {
            const visible = !hidden.has(column.id);
            return (
              <label key={column.id} className="flex items-center gap-2 py-0.5 text-sm">
                <input
                  type="checkbox"
                  checked={visible}
                  disabled={visible && shown === 1}
                  onChange={() => onToggle(column.id)}
                />
                {column.header}
              </label>
            );
          })}
        </fieldset>
      )}
    </details>
  );
}
