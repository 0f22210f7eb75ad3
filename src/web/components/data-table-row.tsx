import { memo, type ReactNode } from 'react';
import type { DataColumn } from './data-table';

/** On a phone, a cell is a line of the row's card: its column's name, then its value. */
const CARD_FIELD =
  'max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-0.5 max-sm:text-left max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:pt-0.5 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)] max-sm:dark:before:text-slate-300';

interface RowProps<T> {
  id: string;
  row: T;
  columns: readonly DataColumn<T>[];
  /** Absent when the table offers no selection. */
  selection?: { selected: boolean; label: string; onToggle: (id: string) => void };
}

function Row<T>({ id, row, columns, selection }: RowProps<T>) {
  return (
    <tr
      role="row"
      className={`border-t border-slate-200 hover:bg-slate-50 max-sm:relative max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-white max-sm:p-3 dark:border-slate-700 dark:hover:bg-slate-700/40 max-sm:dark:bg-slate-800 ${selection ? 'max-sm:pr-10' : ''}`}
    >
      {selection && (
        <td
          role="cell"
          className="px-3 py-2 max-sm:absolute max-sm:top-3 max-sm:right-3 max-sm:p-0"
        >
          <input
            type="checkbox"
            checked={selection.selected}
            onChange={() => selection.onToggle(id)}
            aria-label={selection.label}
          />
        </td>
      )}
      {columns.map((column) => (
        <td
          key={column.id}
          role="cell"
          data-label={column.header}
          className={`px-3 py-2 ${column.className ?? ''} ${CARD_FIELD}`}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

const sameSelection = (a: RowProps<unknown>['selection'], b: RowProps<unknown>['selection']) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.selected === b.selected &&
    a.label === b.label &&
    a.onToggle === b.onToggle);

/**
 * A table row that renders again only when its data, the columns or its selection changed: a
 * list re-renders for many reasons (a request starting, a filter typed, a row selected), and
 * rendering every cell of 100 rows each time blocked a slow phone for hundreds of ms (issue 32).
 */
export const DataTableRow = memo(
  Row,
  (before, after) =>
    before.id === after.id &&
    before.row === after.row &&
    before.columns === after.columns &&
    sameSelection(before.selection, after.selection),
) as <T>(props: RowProps<T>) => ReactNode;
