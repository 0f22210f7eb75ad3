import { DndContext } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { MARKETS, type Market } from '../../../shared/markets/markets';
import type { OptionGroup } from '../../../shared/options/option-groups';
import { Button } from '../../components/button';
import type { TOptionEntry } from './option-form-values';
import { labelIn } from './option-labels';
import { OptionRow } from './option-row';
import { useOptionSummary } from './use-option-summary';

/**
 * A per-market list (amount limits, term sheet defaults): one entry per market, never added
 * freely, deleted or switched off, since the forms need it. A market without its entry yet
 * says so and offers to set it up.
 */
export function OptionMarketPanel({
  group,
  groupName,
  entries,
  onSetUp,
  onEdit,
}: {
  group: OptionGroup;
  groupName: string;
  entries: readonly TOptionEntry[];
  onSetUp: (market: Market) => void;
  onEdit: (entry: TOptionEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  const summary = useOptionSummary();
  return (
    <DndContext>
      <ol
        aria-label={t('options-admin.entries', { group: groupName })}
        className="rounded-lg border border-slate-200 dark:border-slate-700"
      >
        {MARKETS.map((market, index) => {
          const entry = entries.find((row) => row.value === market);
          if (entry) {
            const label = labelIn(i18n.language, entry.labels, entry.value);
            return (
              <OptionRow
                key={market}
                entry={entry}
                label={label}
                summary={summary(group, entry)}
                position={{ index, count: MARKETS.length }}
                sortable={false}
                onMove={() => undefined}
                onActive={() => undefined}
                onEdit={() => onEdit(entry)}
                onDelete={() => undefined}
              />
            );
          }
          const name = t(`markets.${market}`);
          return (
            <li
              key={market}
              className="flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white px-3 py-3 first:rounded-t-lg first:border-t-0 last:rounded-b-lg dark:border-slate-700 dark:bg-slate-800"
            >
              <div className="flex min-w-0 flex-1 basis-52 flex-col gap-0.5">
                <span className="font-medium">{name}</span>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {t('options-admin.market_missing')}
                </span>
              </div>
              <Button
                size="sm"
                aria-label={t('options-admin.set_up_label', { market: name })}
                onClick={() => onSetUp(market)}
              >
                {t('options-admin.set_up')}
              </Button>
            </li>
          );
        })}
      </ol>
    </DndContext>
  );
}
