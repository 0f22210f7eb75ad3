import { useTranslation } from 'react-i18next';
import { ADMIN_SORTS, ADMIN_STATUSES } from '../../../shared/admins/admins.contract';
import { ListFilterBar } from '../../lib/lists/list-filter-bar';
import { ListViewsMenu } from '../../lib/lists/views/list-views-menu';
import { ADMINS_CODEC, withoutFilters, type AdminListParams } from './admin-list-params';

/** The admins list's search, status and sort, and its saved views (see ListFilterBar). */
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
  return (
    <ListFilterBar
      search={{
        label: t('admins-admin.search_label'),
        placeholder: t('admins-admin.search_placeholder'),
        value: params.search,
        onSearch,
        onClear: () => onChange({ search: '' }),
      }}
      filters={[
        {
          name: 'status',
          label: t('admins-admin.status'),
          value: params.status ?? '',
          options: [
            { value: '', label: t('admins-admin.status_all') },
            ...ADMIN_STATUSES.map((s) => ({ value: s, label: t(`admins-admin.status_${s}`) })),
          ],
          onChange: (value) => onChange({ status: ADMIN_STATUSES.find((s) => s === value) }),
        },
      ]}
      sort={{
        label: t('admins-admin.sort_label'),
        value: params.sort,
        options: ADMIN_SORTS.map((s) => ({ value: s, label: t(`admins-admin.sort.${s}`) })),
        onChange: (value) => onChange({ sort: ADMIN_SORTS.find((s) => s === value) ?? 'name' }),
      }}
      onClearAll={() => onChange(withoutFilters(params))}
      end={<ListViewsMenu list="admins" codec={ADMINS_CODEC} />}
    />
  );
}
