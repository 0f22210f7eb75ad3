import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TListView } from '../../../../shared/list-views/list-views.contract';
import type { ViewableListKey } from '../../../../shared/list-views/list-view-lists';
import { buttonClass } from '../../../components/button';
import { toastFailure } from '../../feedback/failure-toast';
import type { ListCodec } from '../use-list-params';
import { StaleFilters } from './stale-filters';
import { useListViews } from './use-list-views';
import { sameParams, staleParams, viewParamsOf } from './view-address';
import { ViewsPanel } from './views-panel';

/** A list's column choice (useHiddenColumns), for the lists that have one. */
interface ListColumns {
  hidden: ReadonlySet<string>;
  replace: (hidden: readonly string[]) => void;
}

/**
 * The Views menu of a list's filter bar (issue 34, item 5; decision 0079): saved views applied
 * as an address, so Back, links and the pager work as with any filter. A list opened with no
 * filters in its address opens on the admin's default view, once: Bare list, or a menu entry
 * of the side menu while on the list, stays on the bare list.
 */
export function ListViewsMenu<P>({
  list,
  codec,
  keep = [],
  columns,
}: {
  list: ViewableListKey;
  codec: ListCodec<P>;
  /** Address keys the list owns besides its codec's (the lead board's `view`). */
  keep?: readonly string[];
  columns?: ListColumns;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const views = useListViews(list);
  const [open, setOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const current = viewParamsOf(search);
  const hidden = [...(columns?.hidden ?? [])].sort();
  const bareWhenOpened = useRef(Object.keys(current).length === 0);
  const defaultTried = useRef(false);

  const apply = (view: TListView, replace = false) => {
    setSearch(new URLSearchParams(view.params), { replace });
    columns?.replace(view.hidden_columns);
    setSelectedId(view.id);
  };

  useEffect(() => {
    if (!views.views || defaultTried.current) return;
    defaultTried.current = true;
    const fallback = views.views.find((view) => view.id === views.defaultId);
    // Only a list still bare: filters chosen while the views loaded are not overridden.
    if (fallback && bareWhenOpened.current && Object.keys(current).length === 0)
      apply(fallback, true);
  });

  const matching = views.views?.find((view) => view.mine && sameParams(view.params, current));
  const effectiveId = selectedId ?? (Object.keys(current).length ? (matching?.id ?? null) : null);
  const selected = views.views?.find((view) => view.id === effectiveId);
  const changed = Boolean(
    selected &&
    (!sameParams(selected.params, current) ||
      (columns && [...selected.hidden_columns].sort().join() !== hidden.join())),
  );
  const stale = staleParams(codec, current, keep);
  const saveCurrent = { params: current, hidden_columns: hidden };
  const select = (view: TListView) => {
    setSelectedId(view.id);
    return view;
  };

  return (
    <>
      <details
        className="relative open:basis-full sm:open:basis-auto"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary
          className={buttonClass(
            'secondary',
            'md',
            'max-w-64 cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden',
          )}
        >
          <span className="truncate">
            {selected
              ? t('list-views.menu_current', { name: selected.name })
              : t('list-views.menu')}
          </span>
        </summary>
        {open && views.views && (
          <div className="z-20 mt-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg sm:absolute sm:right-0 sm:w-96 dark:border-slate-700 dark:bg-slate-800">
            <ViewsPanel
              views={views.views}
              defaultId={views.defaultId}
              selectedId={effectiveId}
              changed={changed}
              onApply={apply}
              onReset={() => {
                setSelectedId(null);
                setSearch(new URLSearchParams());
              }}
              onSave={async ({ name, shared }) =>
                select(await views.create({ list, name, shared, ...saveCurrent }))
              }
              actions={{
                onUpdate: (view) => void views.update(view, saveCurrent).catch(toastFailure),
                onRename: (view, name) => views.update(view, { name }),
                onShare: (view, shared) => void views.update(view, { shared }).catch(toastFailure),
                onDelete: (view) => {
                  setSelectedId(null);
                  views.remove(view);
                },
                onCopy: async (view, name) =>
                  select(
                    await views.create({
                      list,
                      name,
                      shared: false,
                      params: view.params,
                      hidden_columns: view.hidden_columns,
                    }),
                  ),
                onDefault: views.setDefault,
              }}
            />
          </div>
        )}
      </details>
      <StaleFilters
        params={stale}
        onRemove={(key) => {
          const next = new URLSearchParams(current);
          next.delete(key);
          setSearch(next);
        }}
      />
    </>
  );
}
