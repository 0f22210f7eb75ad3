import { useTranslation } from 'react-i18next';
import type { TListView, TListViewForm } from '../../../../shared/list-views/list-views.contract';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { SelectedViewActions, type ViewActions } from './selected-view-actions';
import { ViewNameForm } from './view-name-form';

/**
 * The Views menu's content: the list's views (one's own first, then the shared ones, each
 * saying whose it is and which one the list opens on), what can be done with the one in use,
 * the bare list, and the current filters saved as a new view.
 */
export function ViewsPanel({
  views,
  defaultId,
  selectedId,
  changed,
  onApply,
  onReset,
  onSave,
  actions,
}: {
  views: readonly TListView[];
  defaultId: string | null;
  selectedId: string | null;
  /** The address or columns differ from the view in use. */
  changed: boolean;
  onApply: (view: TListView) => void;
  onReset: () => void;
  onSave: (values: TListViewForm) => Promise<unknown>;
  actions: ViewActions;
}) {
  const { t } = useTranslation();
  const selected = views.find((view) => view.id === selectedId);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold">{t('list-views.panel')}</p>
      {views.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('list-views.none')}</p>
      ) : (
        <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto">
          {views.map((view) => (
            <li key={view.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <button
                type="button"
                aria-pressed={view.id === selectedId}
                onClick={() => onApply(view)}
                className="min-w-0 rounded px-2 py-1 text-left text-sm break-words hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 aria-pressed:font-semibold aria-pressed:underline dark:hover:bg-slate-700"
              >
                {view.name}
              </button>
              {view.id === defaultId && <Badge tone="info">{t('list-views.default')}</Badge>}
              {!view.mine && (
                <span className="text-xs text-slate-600 dark:text-slate-300">
                  {t('list-views.shared_by', { name: view.owner.name })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {selected && (
        <SelectedViewActions
          key={selected.id}
          view={selected}
          isDefault={selected.id === defaultId}
          changed={changed}
          actions={actions}
        />
      )}
      <div>
        <Button size="sm" variant="ghost" onClick={onReset}>
          {t('list-views.reset')}
        </Button>
      </div>
      <ViewNameForm
        title={t('list-views.save_title')}
        submitLabel={t('list-views.save')}
        askShared
        onSubmit={onSave}
      />
    </div>
  );
}
