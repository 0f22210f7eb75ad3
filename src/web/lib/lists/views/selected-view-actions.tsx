import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListView } from '../../../../shared/list-views/list-views.contract';
import { Button } from '../../../components/button';
import { ViewNameForm } from './view-name-form';

export interface ViewActions {
  /** The list's current address and columns saved into the view. */
  onUpdate: (view: TListView) => void;
  onRename: (view: TListView, name: string) => Promise<unknown>;
  onShare: (view: TListView, shared: boolean) => void;
  onDelete: (view: TListView) => void;
  /** Another admin's shared view saved as one's own, under a name of one's own. */
  onCopy: (view: TListView, name: string) => Promise<unknown>;
  onDefault: (view: TListView | null) => void;
}

/**
 * What can be done with the view in use: one's own is updated, renamed, shared or deleted
 * (after a second, explicit press); another admin's shared view can only be copied. Either can
 * be the list's default.
 */
export function SelectedViewActions({
  view,
  isDefault,
  changed,
  actions,
}: {
  view: TListView;
  isDefault: boolean;
  changed: boolean;
  actions: ViewActions;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'idle' | 'rename' | 'copy' | 'delete'>('idle');
  const done = () => setMode('idle');
  if (mode === 'rename' || mode === 'copy')
    return (
      <ViewNameForm
        key={mode}
        title={mode === 'rename' ? t('list-views.rename_title') : t('list-views.copy')}
        submitLabel={mode === 'rename' ? t('list-views.rename_save') : t('list-views.save')}
        defaultName={mode === 'rename' ? view.name : t('list-views.copy_name', { name: view.name })}
        onSubmit={async ({ name }) => {
          await (mode === 'rename' ? actions.onRename(view, name) : actions.onCopy(view, name));
          done();
        }}
        onCancel={done}
      />
    );
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
      <p className="text-sm font-semibold break-words">
        {t('list-views.menu_current', { name: view.name })}
      </p>
      <div className="flex flex-wrap gap-2">
        {view.mine && changed && (
          <Button size="sm" onClick={() => actions.onUpdate(view)}>
            {t('list-views.update')}
          </Button>
        )}
        {view.mine ? (
          <Button size="sm" variant="secondary" onClick={() => setMode('rename')}>
            {t('list-views.rename')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setMode('copy')}>
            {t('list-views.copy')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-pressed={isDefault}
          onClick={() => actions.onDefault(isDefault ? null : view)}
        >
          {isDefault ? t('list-views.unset_default') : t('list-views.make_default')}
        </Button>
        {view.mine && mode === 'idle' && (
          <Button size="sm" variant="ghost" onClick={() => setMode('delete')}>
            {t('list-views.delete')}
          </Button>
        )}
        {view.mine && mode === 'delete' && (
          <>
            <Button size="sm" variant="danger" onClick={() => actions.onDelete(view)}>
              {t('list-views.delete_confirm', { name: view.name })}
            </Button>
            <Button size="sm" variant="ghost" onClick={done}>
              {t('list-views.cancel')}
            </Button>
          </>
        )}
      </div>
      {view.mine && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={view.shared}
            onChange={(event) => actions.onShare(view, event.target.checked)}
          />
          {t('list-views.share')}
        </label>
      )}
    </div>
  );
}
