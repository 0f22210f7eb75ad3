import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../layouts/icons';
import { searchHits, type SearchHit } from './search-hits';
import { optionId, SearchResults } from './search-results';
import { SearchStatus } from './search-status';
import { useSearchResults } from './use-search-results';

/**
 * The global search palette (issue 34, decision 0078): a combobox over a listbox of leads of
 * both markets, partners and admins. Arrow keys choose, Enter opens, Escape closes and focus
 * returns to what opened it (Radix's dialog).
 */
export function SearchDialog({
  onClose,
}: {
  /** `restoreFocus`: closed without opening a result, focus goes back to the opener. */
  onClose: (restoreFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const state = useSearchResults(typed);
  const answer =
    state.kind === 'found' ? state.answer : state.kind === 'searching' ? state.previous : null;
  const hits = useMemo(() => (answer ? searchHits(answer, t) : []), [answer, t]);
  const [shownHits, setShownHits] = useState(hits);
  // New results: the first line is the active one again.
  if (shownHits !== hits) {
    setShownHits(hits);
    setActive(0);
  }

  function open(hit: SearchHit) {
    onClose(false);
    void navigate(hit.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && hits.length) {
      event.preventDefault();
      setActive((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      open(hits[active]);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(true)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-[8vh] left-1/2 z-50 flex max-h-[84vh] w-[min(40rem,94vw)] -translate-x-1/2 flex-col rounded-lg bg-white text-slate-900 shadow-xl dark:bg-slate-800 dark:text-slate-100">
          <Dialog.Title className="sr-only">{t('search.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('search.description')}</Dialog.Description>
          <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-600">
            <Icon name="search" />
            <input
              type="text"
              role="combobox"
              aria-label={t('search.label')}
              aria-autocomplete="list"
              aria-expanded={hits.length > 0}
              aria-controls={hits.length ? listId : undefined}
              aria-activedescendant={hits[active] ? optionId(listId, active) : undefined}
              autoComplete="off"
              spellCheck={false}
              value={typed}
              placeholder={t('search.placeholder')}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onKeyDown}
              className="min-w-0 flex-1 rounded bg-transparent px-1 py-2 text-base placeholder:text-slate-500 dark:placeholder:text-slate-400"
            />
            <Dialog.Close className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-700">
              {t('search.close')}
            </Dialog.Close>
          </div>
          <SearchStatus state={state} typed={typed.trim()} found={hits.length} />
          {hits.length > 0 && (
            <SearchResults
              listId={listId}
              hits={hits}
              active={active}
              onPick={open}
              onHover={setActive}
            />
          )}
          <p className="hidden border-t border-slate-200 px-3 py-2 text-xs text-slate-600 sm:block dark:border-slate-600 dark:text-slate-300">
            {t('search.keys')}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
