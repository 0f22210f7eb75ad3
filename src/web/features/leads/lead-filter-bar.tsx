import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_SOURCES } from '../../../shared/leads/lead-sources';
import { Button } from '../../components/button';
import { controlClass } from '../../components/form/control-class';
import { AssigneeSelect } from './assignee-select';
import { activeFilterCount, type LeadListParams } from './lead-filters';
import { PartnerFilter } from './partner-filter';
import { StatusFilter } from './status-filter';

type Draft = Omit<LeadListParams, 'sort' | 'dir' | 'limit'>;

/**
 * The list's search and filters. Typing changes nothing until the form is sent (Enter or the
 * Search button): one request per search, and the address changes once. Admins' lists add
 * the partner and the assignee. Created dates are days on the firm's clock (decision 0028).
 */
export function LeadFilterBar({
  params,
  admin = false,
  onApply,
  onClear,
}: {
  params: LeadListParams;
  admin?: boolean;
  onApply: (draft: Draft) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(params);
  // On a phone the filters fold under one button, so the list starts on the first screen.
  const [unfolded, setUnfolded] = useState(false);
  const active = activeFilterCount(params);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const field = (key: keyof Draft) => `${id}-${key}`;
  const label = 'flex min-w-0 flex-col gap-1 text-sm';
  return (
    <form onSubmit={submit} role="search" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={field('q')} className={`${label} flex-1 basis-64`}>
          {t('lead-list.search')}
          <input
            id={field('q')}
            type="search"
            value={draft.q}
            placeholder={t('lead-list.search_hint')}
            onChange={(event) => set('q', event.target.value)}
            className={controlClass(false)}
          />
        </label>
        <Button type="submit">{t('lead-list.search')}</Button>
        <Button
          variant="secondary"
          className="sm:hidden"
          aria-expanded={unfolded}
          aria-controls={`${id}-filters`}
          onClick={() => setUnfolded((open) => !open)}
        >
          {active > 0 ? t('lead-list.filters_on', { count: active }) : t('lead-list.filters')}
        </Button>
      </div>
      <fieldset
        id={`${id}-filters`}
        className={`${unfolded ? 'grid' : 'hidden sm:grid'} grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4`}
      >
        <legend className="sr-only">{t('lead-list.filters')}</legend>
        <StatusFilter value={draft.status} onChange={(next) => set('status', next)} />
        <label htmlFor={field('source')} className={label}>
          {t('lead-list.source')}
          <select
            id={field('source')}
            value={draft.source}
            onChange={(event) => set('source', event.target.value as Draft['source'])}
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
            <PartnerFilter value={draft.partner} onChange={(next) => set('partner', next)} />
            <AssigneeSelect
              label={t('lead-board.assigned_filter')}
              emptyLabel={t('lead-board.anyone')}
              nobodyLabel={t('lead-board.nobody')}
              value={draft.assigned}
              onChange={(next) => set('assigned', next)}
            />
          </>
        )}
        {(['created_from', 'created_to'] as const).map((key) => (
          <label key={key} htmlFor={field(key)} className={label}>
            {t(`lead-list.${key}`)}
            <input
              id={field(key)}
              type="date"
              value={draft[key]}
              onChange={(event) => set(key, event.target.value)}
              className={controlClass(false)}
            />
          </label>
        ))}
        {(['amount_min', 'amount_max'] as const).map((key) => (
          <label key={key} htmlFor={field(key)} className={label}>
            {t(`lead-list.${key}`)}
            <input
              id={field(key)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              value={draft[key]}
              onChange={(event) => set(key, event.target.value)}
              className={controlClass(false)}
            />
          </label>
        ))}
        <label className="flex items-center gap-2 self-end pb-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            checked={draft.aging}
            onChange={(event) => set('aging', event.target.checked)}
          />
          {t('lead-list.aging_only')}
        </label>
      </fieldset>
      <div className={unfolded || active > 0 ? '' : 'hidden sm:block'}>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('lead-list.clear')}
        </Button>
      </div>
    </form>
  );
}
