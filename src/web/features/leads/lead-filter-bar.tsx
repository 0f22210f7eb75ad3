import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_SOURCES } from '../../../shared/leads/lead-sources';
import { Button } from '../../components/button';
import { controlClass } from '../../components/form/control-class';
import { FilterChips } from '../../lib/lists/filter-chips';
import { ListSearch } from '../../lib/lists/list-search';
import { useFormats } from '../../lib/preferences/use-formats';
import { AssigneeSelect } from './assignee-select';
import { activeFilterCount, type LeadListParams } from './lead-filters';
import { leadFilterChips } from './lead-filter-chips';
import { PartnerFilter } from './partner-filter';
import { StatusFilter } from './status-filter';
import { NoTaskFilter } from '../tasks/no-task-filter';

type Filters = Omit<LeadListParams, 'sort' | 'dir' | 'limit'>;

/**
 * The list's compact filter bar (decision 0065): the search follows typing once it pauses; the
 * other filters fold under one button and apply as they change (amounts once typed: on Enter or
 * leaving the field); what is in use shows as chips. Admins' lists add the partner and the
 * assignee. Created dates are days on the firm's clock (decision 0028).
 */
export function LeadFilterBar({
  params,
  admin = false,
  onChange,
  onClear,
  tools,
}: {
  params: LeadListParams;
  admin?: boolean;
  onChange: (changes: Partial<Filters>, replace?: boolean) => void;
  onClear: () => void;
  /** Beside the search: the column chooser. */
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const id = useId();
  const [unfolded, setUnfolded] = useState(false);
  const active = activeFilterCount(params);
  const field = (key: keyof Filters) => `${id}-${key}`;
  const label = 'flex min-w-0 flex-col gap-1 text-sm';
  const chips = leadFilterChips(params, t, formats.number, (changes) => onChange(changes));
  return (
    <div role="search" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <ListSearch
          className="flex-1 basis-full sm:basis-64"
          label={t('lead-list.search')}
          placeholder={t('lead-list.search_hint')}
          value={params.q}
          onSearch={(q) => onChange({ q }, true)}
        />
        <Button
          variant="secondary"
          aria-expanded={unfolded}
          aria-controls={`${id}-filters`}
          onClick={() => setUnfolded((open) => !open)}
        >
          {active > 0 ? t('lead-list.filters_on', { count: active }) : t('lead-list.filters')}
        </Button>
        {tools}
      </div>
      <fieldset
        id={`${id}-filters`}
        className={`${unfolded ? 'grid' : 'hidden'} grid-cols-1 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700`}
      >
        <legend className="sr-only">{t('lead-list.filters')}</legend>
        <StatusFilter value={params.status} onChange={(status) => onChange({ status })} />
        <label htmlFor={field('source')} className={label}>
          {t('lead-list.source')}
          <select
            id={field('source')}
            value={params.source}
            onChange={(event) => onChange({ source: event.target.value as Filters['source'] })}
            className={controlClass(false)}
          >
            <option value="">{t('lead-list.any_source')}</option>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`pipeline.source.${source}`)}
              </option>
            ))}
          </select>
        </label>
        {admin && (
          <>
            <PartnerFilter value={params.partner} onChange={(partner) => onChange({ partner })} />
            <AssigneeSelect
              label={t('lead-board.assigned_filter')}
              emptyLabel={t('lead-board.anyone')}
              nobodyLabel={t('lead-board.nobody')}
              value={params.assigned}
              onChange={(assigned) => onChange({ assigned })}
            />
          </>
        )}
        {(['created_from', 'created_to'] as const).map((key) => (
          <label key={key} htmlFor={field(key)} className={label}>
            {t(`lead-list.${key}`)}
            <input
              id={field(key)}
              type="date"
              value={params[key]}
              onChange={(event) => onChange({ [key]: event.target.value })}
              className={controlClass(false)}
            />
          </label>
        ))}
        {(['amount_min', 'amount_max'] as const).map((key) => (
          <label key={key} htmlFor={field(key)} className={label}>
            {t(`lead-list.${key}`)}
            <input
              // A new value from the address (a chip, Clear) starts the field afresh.
              key={params[key]}
              id={field(key)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              defaultValue={params[key]}
              onBlur={(event) =>
                event.target.value !== params[key] && onChange({ [key]: event.target.value })
              }
              onKeyDown={(event) =>
                event.key === 'Enter' && onChange({ [key]: event.currentTarget.value })
              }
              className={controlClass(false)}
            />
          </label>
        ))}
        <label className="flex items-center gap-2 self-end pb-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            checked={params.aging}
            onChange={(event) => onChange({ aging: event.target.checked })}
          />
          {t('lead-list.aging_only')}
        </label>
        {admin && (
          <NoTaskFilter checked={params.no_task} onChange={(no_task) => onChange({ no_task })} />
        )}
      </fieldset>
      <FilterChips chips={chips} onClearAll={onClear} />
    </div>
  );
}
