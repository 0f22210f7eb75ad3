import type { TFunction } from 'i18next';
import type { FilterChip } from '../../lib/lists/filter-chips';
import type { LeadListParams } from './lead-filters';

/** The lead filters in use, as chips that each remove their own filter. */
export function leadFilterChips(
  params: LeadListParams,
  t: TFunction,
  number: (value: number) => string,
  update: (changes: Partial<LeadListParams>) => void,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const chip = (filter: string, value: string) => t('lists.chip', { filter, value });
  const add = (key: string, label: string, changes: Partial<LeadListParams>) =>
    chips.push({ key, label, remove: () => update(changes) });
  if (params.q) add('q', chip(t('lead-list.search'), params.q), { q: '' });
  for (const status of params.status)
    add(`status-${status}`, t(`pipeline.status.${status}`), {
      status: params.status.filter((kept) => kept !== status),
    });
  if (params.source)
    add('source', chip(t('lead-list.source'), t(`pipeline.source.${params.source}`)), {
      source: '',
    });
  // A partner or an admin is named by the filter's own field; the chip says which filter.
  if (params.partner) add('partner', t('lead-list.col_partner'), { partner: '' });
  if (params.assigned)
    add(
      'assigned',
      params.assigned === 'none'
        ? chip(t('lead-list.assigned'), t('lead-list.nobody'))
        : t('lead-list.assigned'),
      { assigned: '' },
    );
  for (const key of ['created_from', 'created_to'] as const)
    if (params[key]) add(key, chip(t(`lead-list.${key}`), params[key]), { [key]: '' });
  for (const key of ['amount_min', 'amount_max'] as const)
    if (params[key])
      add(key, chip(t(`lead-list.${key}`), number(Number(params[key]))), { [key]: '' });
  if (params.aging) add('aging', t('lead-list.aging_only'), { aging: false });
  if (params.no_task) add('no_task', t('tasks.no_next_task'), { no_task: false });
  return chips;
}
