import { useMemo, type ReactNode } from 'react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { SortHeader, type SortState } from './sort-header';

export type { SortState } from './sort-header';

/** A column: its id (also the server's sort key when `sortable`), header text and cell. */
export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** Classes for its cells, e.g. `text-right tabular-nums` for amounts. */
  className?: string;
}

interface Selection {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The accessible name of a row's checkbox, e.g. its reference. */
  rowLabel: (id: string) => string;
}

const features = tableFeatures({});

/**
 * The back office's one table: sorting and paging happen on the server (lists are large), so
 * the table only renders, announces the sort (aria-sort) and offers row selection for bulk
 * actions. Wide tables scroll inside their frame, never the page.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  sort,
  onSortChange,
  selection,
  empty,
}: {
  caption: string;
  columns: readonly DataColumn<T>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  sort?: SortState;
  onSortChange?: (next: SortState) => void;
  selection?: Selection;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const tableColumns = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((column) => ({ id: column.id, cell: (info) => column.cell(info.row.original) })),
    [columns],
  );
  const rows = useMemo(() => [...data], [data]);
  const table = useTable({ features, columns: tableColumns, data: rows, getRowId });
  if (data.length === 0) return <>{empty}</>;

  const ids = data.map(getRowId);
  const allSelected = selection ? ids.every((id) => selection.selected.has(id)) : false;
  const toggleAll = () => selection?.onChange(allSelected ? new Set() : new Set(ids));
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {selection && (
              <th scope="col" className="w-10 px-3 py-2">
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={toggleAll}
                  aria-label={t('table.select_all')}
                />
              </th>
            )}
            {columns.map((column) => (
              <SortHeader key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
          </tr>
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className="border-t border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-700/40"
            >
              {selection && (
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    checked={selection.selected.has(row.id)}
                    onChange={() => toggle(row.id)}
                    aria-label={selection.rowLabel(row.id)}
                  />
                </td>
              )}
              {row.getAllCells().map((cell, index) => (
                <td key={cell.id} className={`px-3 py-2 ${columns[index]?.className ?? ''}`}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
