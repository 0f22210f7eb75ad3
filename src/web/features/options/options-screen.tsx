import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Market } from '../../../shared/markets/markets';
import { OPTIONS_ADMIN_ENDPOINTS as E } from '../../../shared/options/options-admin.endpoints';
import {
  OPTION_GROUPS,
  PER_MARKET_GROUPS,
  type OptionGroup,
} from '../../../shared/options/option-groups';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { showToast } from '../../lib/feedback/toasts';
import { OptionFormDialog } from './option-form-dialog';
import { initialFormValues, type TOptionEntry } from './option-form-values';
import { OptionGroupNav } from './option-group-nav';
import { OptionGroupPanel } from './option-group-panel';
import { labelIn } from './option-labels';
import { OptionMarketPanel } from './option-market-panel';
import { OPTIONS_QUERY_KEY, useOptionActions } from './use-option-actions';

type Editing = { entry: TOptionEntry } | { market?: Market };

const groupOf = (value: string | null): OptionGroup =>
  (OPTION_GROUPS as readonly string[]).includes(value ?? '') ? (value as OptionGroup) : 'industry';

/**
 * /options (issue 16): the lists of choices the forms and the back office offer, one list at a
 * time (its name in the address, so a list can be linked to), with its entries, their labels in
 * five languages, order, on/off and extra data.
 */
export function OptionsScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const group = groupOf(params.get('group'));
  const perMarket = PER_MARKET_GROUPS.includes(group);
  const query = useQuery({ queryKey: OPTIONS_QUERY_KEY, queryFn: () => callApi(E.list, {}) });
  const { refresh } = useOptionActions();
  const [editing, setEditing] = useState<Editing | null>(null);
  const all = query.data?.data ?? [];
  const entries = all.filter((entry) => entry.group === group);
  const groupName = t(`options-admin.group_${group}`);

  function dialog(current: Editing) {
    if ('entry' in current) {
      const label = labelIn(i18n.language, current.entry.labels, current.entry.value);
      return {
        title: t('options-admin.edit_title', { label }),
        initial: initialFormValues(group, current.entry),
      };
    }
    // A market's names, from another per-market list that already has them.
    const sibling = current.market
      ? all.find(
          (entry) => PER_MARKET_GROUPS.includes(entry.group) && entry.value === current.market,
        )
      : undefined;
    return {
      title: current.market
        ? t('options-admin.set_up_title', {
            market: t(`markets.${current.market}`),
            group: groupName,
          })
        : t('options-admin.add_title', { group: groupName }),
      initial: initialFormValues(group, undefined, current.market, sibling?.labels),
    };
  }
  const open = editing ? dialog(editing) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('pages.options.title')} description={t('options-admin.intro')} />
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <OptionGroupNav group={group} all={all} loaded={!!query.data} />
        <section
          aria-labelledby="option-group-title"
          className="flex min-w-0 flex-1 flex-col gap-4"
        >
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex min-w-0 flex-col gap-1">
              <h2 id="option-group-title" className="text-xl font-semibold">
                {groupName}
              </h2>
              <p className="text-slate-700 dark:text-slate-300">
                {t(`options-admin.hint_${group}`)}
              </p>
            </div>
            {!perMarket && entries.length > 0 && (
              <Button onClick={() => setEditing({})}>{t('options-admin.add')}</Button>
            )}
          </div>
          <QueryStatus query={query} failed={t('errors.unavailable')} />
          {query.data &&
            (perMarket ? (
              <OptionMarketPanel
                group={group}
                groupName={groupName}
                entries={entries}
                onSetUp={(market) => setEditing({ market })}
                onEdit={(entry) => setEditing({ entry })}
              />
            ) : (
              <OptionGroupPanel
                group={group}
                groupName={groupName}
                entries={entries}
                version={query.dataUpdatedAt}
                onAdd={() => setEditing({})}
                onEdit={(entry) => setEditing({ entry })}
              />
            ))}
        </section>
      </div>
      {editing && open && (
        <OptionFormDialog
          key={group}
          title={open.title}
          initial={open.initial}
          entry={'entry' in editing ? editing.entry : undefined}
          onClose={() => setEditing(null)}
          onDone={async (message) => {
            setEditing(null);
            showToast('success', message);
            await refresh();
          }}
        />
      )}
    </div>
  );
}
