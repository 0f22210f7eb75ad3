import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListTotal } from '../../../shared/api/keyset';
import { PAGE_SIZES } from '../../../shared/leads/lead-list.contract';
import { Button } from '../../components/button';
import { useFormats } from '../preferences/use-formats';
import type { ListPage } from './list-address';

/**
 * Every list's pager (decision 0065): where this page sits in the count ("26–50 of 1,234", or
 * "of about" when the server estimated a large count), previous and next, and the page size.
 * The count is announced politely, so a screen reader hears it when a filter changes it.
 */
export function ListPager({
  list,
  answer,
  pageSize,
  onPageSizeChange,
}: {
  list: { page: ListPage; next: (cursor: string) => void; previous: () => void };
  /** The list's answer: this page's rows, the next page's cursor and the count. */
  answer: { data: readonly unknown[]; next_cursor: string | null; total: TListTotal };
  pageSize: number;
  onPageSizeChange?: (size: number) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const sizeId = useId();
  const { page } = list;
  const shown = answer.data.length;
  const { total, next_cursor: nextCursor } = answer;
  if (shown === 0) return null;
  const from = (page.number - 1) * pageSize + 1;
  const range = {
    from: formats.number(from),
    to: formats.number(from + shown - 1),
    // An estimate can be below the rows already seen: never "51–75 of about 60".
    total: formats.number(Math.max(total.value, from + shown - 1)),
  };
  return (
    <nav
      aria-label={t('table.pagination')}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p aria-live="polite" className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
        {t(total.exact ? 'lists.range' : 'lists.range_about', range)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {onPageSizeChange && (
          <label htmlFor={sizeId} className="flex items-center gap-2 text-sm">
            {t('table.page_size')}
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="rounded border border-slate-400 bg-white px-2 py-1 dark:border-slate-500 dark:bg-slate-900"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" disabled={page.number <= 1} onClick={list.previous}>
            {t('table.previous')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!nextCursor}
            onClick={() => nextCursor && list.next(nextCursor)}
          >
            {t('table.next')}
          </Button>
        </div>
      </div>
    </nav>
  );
}
