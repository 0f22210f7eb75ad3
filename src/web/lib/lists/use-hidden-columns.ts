import { useCallback, useState } from 'react';

const storageKey = (list: string) => `lendref.columns.${list}`;

function storedHidden(list: string): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(list)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The columns a person hid in one list, kept in this browser (a reload keeps them): a choice
 * about one's own screen, not something a copied link should carry to a colleague.
 */
export function useHiddenColumns(list: string) {
  const [hidden, setHidden] = useState(() => storedHidden(list));
  const toggle = useCallback(
    (column: string) =>
      setHidden((current) => {
        const next = new Set(current);
        if (next.has(column)) next.delete(column);
        else next.add(column);
        localStorage.setItem(storageKey(list), JSON.stringify([...next]));
        return next;
      }),
    [list],
  );
  /** Another set at once: a saved view's columns (decision 0079). */
  const replace = useCallback(
    (columns: readonly string[]) => {
      localStorage.setItem(storageKey(list), JSON.stringify(columns));
      setHidden(new Set(columns));
    },
    [list],
  );
  return { hidden, toggle, replace };
}

/** The columns to show: all but the hidden ones. */
export function visibleColumns<C extends { id: string }>(
  columns: readonly C[],
  hidden: ReadonlySet<string>,
): C[] {
  return columns.filter((column) => !hidden.has(column.id));
}
