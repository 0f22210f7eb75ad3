import { useTranslation } from 'react-i18next';
import { MARKETS } from '../../../shared/markets/markets';
import { PARTNER_STATUSES } from '../../../shared/partners/partner-status';
import { PARTNER_SORTS } from '../../../shared/partners/partners-admin.contract';
import { SelectField } from '../../components/form/select-field';
import { FilterChips, type FilterChip } from '../../lib/lists/filter-chips';
import { ListSearch } from '../../lib/lists/list-search';
import { withoutFilters, type PartnerListParams } from './partner-list-params';

/**
 * The partners list's search (as one types), status, market and sort, applied as they change,
 * and the filters in use as chips.
 */
export function PartnerFilterBar({
  params,
  onChange,
  onSearch,
}: {
  params: PartnerListParams;
  onChange: (changes: Partial<PartnerListParams>) => void;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const chips: FilterChip[] = [];
  if (params.search)
    chips.push({
      key: 'search',
      label: `${t('partners-admin.search_label')}: ${params.search}`,
      remove: () => onChange({ search: '' }),
    });
  if (params.status)
    chips.push({
      key: 'status',
      label: `${t('partners-admin.status_filter')}: ${t(`partners-admin.status.${params.status}`)}`,
      remove: () => onChange({ status: undefined }),
    });
  if (params.market)
    chips.push({
      key: 'market',
      label: `${t('partners-admin.market_filter')}: ${params.market}`,
      remove: () => onChange({ market: undefined }),
    });
  return (
    <div role="search" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr] sm:items-end">
        <ListSearch
          label={t('partners-admin.search_label')}
          placeholder={t('partners-admin.search_placeholder')}
          value={params.search}
          onSearch={onSearch}
        />
        <SelectField
          label={t('partners-admin.status_filter')}
          value={params.status ?? ''}
          onChange={(event) =>
            onChange({ status: PARTNER_STATUSES.find((s) => s === event.target.value) })
          }
          options={[
            { value: '', label: t('partners-admin.status_all') },
            ...PARTNER_STATUSES.map((s) => ({ value: s, label: t(`partners-admin.status.${s}`) })),
          ]}
        />
        <SelectField
          label={t('partners-admin.market_filter')}
          value={params.market ?? ''}
          onChange={(event) => onChange({ market: MARKETS.find((m) => m === event.target.value) })}
          options={[
            { value: '', label: t('partners-admin.market_all') },
            ...MARKETS.map((market) => ({ value: market, label: market })),
          ]}
        />
        <SelectField
          label={t('partners-admin.sort_label')}
          value={params.sort}
          onChange={(event) =>
            onChange({ sort: PARTNER_SORTS.find((s) => s === event.target.value) ?? 'created' })
          }
          options={PARTNER_SORTS.map((s) => ({ value: s, label: t(`partners-admin.sort.${s}`) }))}
        />
      </div>
      <FilterChips chips={chips} onClearAll={() => onChange(withoutFilters(params))} />
    </div>
  );
}
