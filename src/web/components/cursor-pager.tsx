import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../shared/leads/lead-list.contract';
import { Button } from './button';

/**
 * Paging for keyset lists: previous and next (the list keeps the cursors it came through) and
 * the page size. No page numbers: a keyset list cannot jump, and stays fast on a large book.
 */
export function CursorPager({
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  pageSize,
  onPageSizeChange,
}: {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  return (
    <nav
      aria-label={t('table.pagination')}
      className="flex flex-wrap items-center justify-between gap-3"
    >
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
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
          {t('table.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={onNext}>
          {t('table.next')}
        </Button>
      </div>
    </nav>
  );
}
