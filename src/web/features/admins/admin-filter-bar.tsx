import { useTranslation } from 'react-i18next';
import { ADMIN_SORTS, ADMIN_STATUSES } from '../../../shared/admins/admins.contract';
import { SelectField } from '../../components/form/select-field';
import { FilterChips, type FilterChip } from '../../lib/lists/filter-chips';
import { ListSearch } from '../../lib/lists/list-search';
import { ListViewsMenu } from '../../lib/lists/views/list-views-menu';
import { ADMINS_CODEC, withoutFilters, type AdminListParams } from './admin-list-params';

/**
 * The admins list's search (as one types), status and sort, applied as they change, and the
 * filters in use as chips: the partners list's bar, for the admins' fields.
 */
export function AdminFilterBar({
  params,
  onChange,
  onSearch,
}: {
  params: AdminListParams;
  onChange: (changes: Partial<AdminListParams>) => void;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const chips: FilterChip[] = [];
  if (params.search)
    chips.push({
      key: 'search',
      label: `${t('admins-admin.search_label')}: ${params.search}`,
      remove: () => onChange({ search: '' }),
    });
  if (params.status)
    chips.push({
      key: 'status',
      label: `${t('admins-admin.status')}: ${t(`admins-admin.status_${params.status}`)}`,
      remove: () => onChange({ status: undefined }),
    });
  return (
    <div role="search" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <ListSearch
          label={t('admins-admin.search_label')}
          placeholder={t('admins-admin.search_placeholder')}
          value={params.search}
          onSearch={onSearch}
        />
        <SelectField
          label={t('admins-admin.status')}
          value={params.status ?? ''}
          onChange={(event) =>
            onChange({ status: ADMIN_STATUSES.find((s) => s === event.target.value) })
          }
          options={[
            { value: '', label: t('admins-admin.status_all') },
            ...ADMIN_STATUSES.map((s) => ({ value: s, label: t(`admins-admin.status_${s}`) })),
          ]}
        />
        <SelectField
          label={t('admins-admin.sort_label')}
          value={params.sort}
          onChange={(event) =>
            onChange({ sort: ADMIN_SORTS.find((s) => s === event.target.value) ?? 'name' })
          }
          options={ADMIN_SORTS.map((s) => ({ value: s, label: t(`admins-admin.sort.${s}`) }))}
        />
        <ListViewsMenu list="admins" codec={ADMINS_CODEC} />
      </div>
      <FilterChips chips={chips} onClearAll={() => onChange(withoutFilters(params))} />
    </div>
  );
}
