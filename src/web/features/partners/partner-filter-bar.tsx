import { useTranslation } from 'react-i18next';
import { MARKETS } from '../../../shared/markets/markets';
import { PARTNER_STATUSES } from '../../../shared/partners/partner-status';
import { PARTNER_SORTS } from '../../../shared/partners/partners-admin.contract';
import { ListFilterBar } from '../../lib/lists/list-filter-bar';
import { withoutFilters, type PartnerListParams } from './partner-list-params';

/** The partners list's search, status, market and sort (see ListFilterBar). */
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
  return (
    <ListFilterBar
      search={{
        label: t('partners-admin.search_label'),
        placeholder: t('partners-admin.search_placeholder'),
        value: params.search,
        onSearch,
        onClear: () => onChange({ search: '' }),
      }}
      filters={[
        {
          name: 'status',
          label: t('partners-admin.status_filter'),
          value: params.status ?? '',
          options: [
            { value: '', label: t('partners-admin.status_all') },
            ...PARTNER_STATUSES.map((s) => ({ value: s, label: t(`partners-admin.status.${s}`) })),
          ],
          onChange: (value) => onChange({ status: PARTNER_STATUSES.find((s) => s === value) }),
        },
        {
          name: 'market',
          label: t('partners-admin.market_filter'),
          value: params.market ?? '',
          options: [
            { value: '', label: t('partners-admin.market_all') },
            ...MARKETS.map((market) => ({ value: market, label: market })),
          ],
          onChange: (value) => onChange({ market: MARKETS.find((m) => m === value) }),
        },
      ]}
      sort={{
        label: t('partners-admin.sort_label'),
        value: params.sort,
        options: PARTNER_SORTS.map((s) => ({ value: s, label: t(`partners-admin.sort.${s}`) })),
        onChange: (value) =>
          onChange({ sort: PARTNER_SORTS.find((s) => s === value) ?? 'created' }),
      }}
      onClearAll={() => onChange(withoutFilters(params))}
    />
  );
}
