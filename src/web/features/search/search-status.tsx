import { useTranslation } from 'react-i18next';
import type { SearchState } from './use-search-results';

/**
 * What the palette is doing, in a live region so a screen reader hears it: too short to
 * search, searching, nothing found, or failed. Silent while results are shown.
 */
export function SearchStatus({
  state,
  typed,
  found,
}: {
  state: SearchState;
  typed: string;
  found: number;
}) {
  const { t } = useTranslation();
  const message =
    state.kind === 'too-short'
      ? t('search.too_short')
      : state.kind === 'failed'
        ? t('search.failed')
        : state.kind === 'searching'
          ? found
            ? ''
            : t('search.searching')
          : found
            ? ''
            : t('search.empty', { q: typed });
  return (
    <p
      role="status"
      className={`px-3 text-sm ${message ? 'py-3' : ''} ${
        state.kind === 'failed'
          ? 'text-red-700 dark:text-red-300'
          : 'text-slate-600 dark:text-slate-300'
      }`}
    >
      {message}
    </p>
  );
}
