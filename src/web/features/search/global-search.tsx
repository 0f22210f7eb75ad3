import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
  // Where focus goes back to when the palette closes without opening a result: the button, or
  // whatever had focus when Ctrl-K was pressed.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);

  const isOpen = useRef(false);

  function show() {
    // Ctrl-K again inside the palette keeps the first opener.
    if (isOpen.current) return;
    isOpen.current = true;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }

  function close(restoreFocus: boolean) {
    isOpen.current = false;
    returnFocus.current = restoreFocus;
    setOpen(false);
  }

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey) return;
      // The browser's own Ctrl-K moves to its address bar: here it opens the palette.
      event.preventDefault();
      show();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-keyshortcuts={onMac() ? 'Meta+K' : 'Control+K'}
        title={t('search.label')}
        className="inline-flex items-center gap-2 rounded p-1 hover:bg-[var(--theme-hover)] sm:border sm:border-current/30 sm:px-2"
      >
        <Icon name="search" />
        <span className="sr-only sm:not-sr-only">{t('search.open')}</span>
        <kbd aria-hidden="true" className="hidden font-sans text-xs md:inline">
          {onMac() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
