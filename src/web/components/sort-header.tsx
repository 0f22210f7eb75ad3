import { useTranslation } from 'react-i18next';

export interface SortState {
  by: string;
  direction: 'asc' | 'desc';
}

/**
 * A column header; a sortable one is a button that sorts by it (ascending first, then
 * descending) and tells assistive technology the current order through aria-sort.
 */
export function SortHeader({
  column,
  sort,
  onSortChange,
}: {
  column: { id: string; header: string; sortable?: boolean; className?: string };
  sort?: SortState;
  onSortChange?: (next: SortState) => void;
}) {
  const { t } = useTranslation();
  const active = sort?.by === column.id ? sort.direction : null;
  const ariaSort = active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined;
  if (!column.sortable || !onSortChange) {
    return (
      // On a phone the cards name their fields: only the headers that sort stay, as buttons.
      <th
        role="columnheader"
        scope="col"
        className={`px-3 py-2 font-semibold max-sm:hidden ${column.className ?? ''}`}
      >
        {column.header}
      </th>
    );
  }
  const next = active === 'asc' ? 'desc' : 'asc';
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={ariaSort}
      className={`px-3 py-2 max-sm:p-0 ${column.className ?? ''}`}
    >
      <button
        type="button"
        onClick={() => onSortChange({ by: column.id, direction: next })}
        className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-slate-900 max-sm:min-h-8 max-sm:border max-sm:border-slate-300 max-sm:bg-white max-sm:px-2 dark:hover:text-white max-sm:dark:border-slate-600 max-sm:dark:bg-slate-800"
        title={t(next === 'asc' ? 'table.sort_ascending' : 'table.sort_descending')}
      >
        {column.header}
        <span aria-hidden="true">{active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}</span>
      </button>
    </th>
  );
}
