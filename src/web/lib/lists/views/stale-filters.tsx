import { useTranslation } from 'react-i18next';

/**
 * Filters of the address that the list cannot apply (decision 0079): a view saved before an
 * option was archived still opens, without them, and says so here; each is removed with its own
 * button, and Update then saves the view without it.
 */
export function StaleFilters({
  params,
  onRemove,
}: {
  params: readonly [string, string][];
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (params.length === 0) return null;
  return (
    <ul aria-label={t('list-views.stale')} className="flex basis-full flex-wrap gap-2">
      {params.map(([key, value]) => {
        const filter = `${key}: ${value}`;
        return (
          <li key={key}>
            <button
              type="button"
              onClick={() => onRemove(key)}
              aria-label={t('list-views.remove_stale', { filter })}
              className="flex max-w-full items-center gap-1 rounded-full border border-dashed border-amber-600 bg-amber-50 py-1 pr-2 pl-3 text-sm break-all text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100 dark:hover:bg-amber-900"
            >
              <s>{filter}</s>
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
