import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { DataTableRow } from './data-table-row';
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
 * actions. Wide tables scroll inside their frame, never the page. On a phone each row is a card
 * of label and value, so that a lead's status and amount show without scrolling sideways; the
 * sortable headers stay above the cards as buttons. The roles are written out because a table
 * laid out as blocks loses its table semantics in some browsers.
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
  // The latest selection behind one lasting callback, so that the memoised rows stay as they are.
  const latest = useRef(selection);
  useEffect(() => {
    latest.current = selection;
  });
  const toggle = useCallback((id: string) => {
    const current = latest.current;
    if (!current) return;
    const next = new Set(current.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    current.onChange(next);
  }, []);
  if (data.length === 0) return <>{empty}</>;

  const ids = data.map(getRowId);
  const allSelected = selection ? ids.every((id) => selection.selected.has(id)) : false;
  const toggleAll = () => selection?.onChange(allSelected ? new Set() : new Set(ids));

  // A phone shows the header row only for what it can do there: sort, or select every row.
  const phoneHeader =
    Boolean(selection) || Boolean(onSortChange && columns.some((c) => c.sortable));

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white max-sm:overflow-visible max-sm:border-0 max-sm:bg-transparent dark:border-slate-700 dark:bg-slate-800 max-sm:dark:bg-transparent">
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className={`bg-slate-50 text-xs text-slate-600 uppercase ${phoneHeader ? 'max-sm:block' : 'max-sm:hidden'} max-sm:bg-transparent dark:bg-slate-900 dark:text-slate-300 max-sm:dark:bg-transparent`}
        >
          <tr role="row" className="max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-2">
            {selection && (
              <th role="columnheader" scope="col" className="w-10 px-3 py-2 max-sm:w-auto">
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
        <tbody role="rowgroup" className="max-sm:mt-2 max-sm:flex max-sm:flex-col max-sm:gap-3">
          {table.getRowModel().rows.map((row) => (
            <DataTableRow
              key={row.id}
              id={row.id}
              row={row.original}
              columns={columns}
              selection={
                selection && {
                  selected: selection.selected.has(row.id),
                  label: selection.rowLabel(row.id),
                  onToggle: toggle,
                }
              }
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
