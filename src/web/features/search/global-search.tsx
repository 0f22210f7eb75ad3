import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../layouts/icons';

// The palette's code comes when it is first opened: the top bar of every screen stays light.
const SearchDialog = lazy(() =>
  import('./search-dialog').then((module) => ({ default: module.SearchDialog })),
);

const onMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The top bar's search button, and Ctrl-K (⌘K on a Mac) anywhere in the back office: both
 * open the global search palette (issue 34). Admins only: the search spans both markets.
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      // The browser's own Ctrl-K moves to its address bar: here it opens the palette.
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts={onMac() ? 'Meta+K' : 'Control+K'}
        title={t('search.label')}
        className="inline-flex items-center gap-2 rounded p-1 hover:bg-[var(--theme-hover)] sm:border sm:border-current/30 sm:px-2"
      >
        <Icon name="search" />
        <span className="sr-only sm:not-sr-only">{t('search.open')}</span>
        <kbd aria-hidden="true" className="hidden font-sans text-xs opacity-80 md:inline">
          {onMac() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
