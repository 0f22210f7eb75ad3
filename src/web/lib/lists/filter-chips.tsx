import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';

export interface FilterChip {
  key: string;
  /** What the filter keeps, as a person reads it: "Status: New". */
  label: string;
  remove: () => void;
}

/**
 * The filters in use as chips above a list (decision 0065): each says what it keeps and is
 * removed with its own button, so a narrowed list always says why it is short.
 */
export function FilterChips({
  chips,
  onClearAll,
}: {
  chips: FilterChip[];
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('lists.active_filters')} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={chip.remove}
              aria-label={t('lists.remove_filter', { filter: chip.label })}
              className="flex items-center gap-1 rounded-full border border-slate-300 bg-slate-100 py-1 pr-2 pl-3 text-sm text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
            >
              <span>{chip.label}</span>
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Button variant="ghost" size="sm" onClick={onClearAll}>
          {t('lists.clear_all')}
        </Button>
      )}
    </div>
  );
}
