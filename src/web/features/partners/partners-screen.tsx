import { ListEmptyState } from '../../lib/lists/list-empty-state';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_SORTS } from '../../../shared/partners/partners-admin.contract';
import { PARTNERS_ADMIN_ENDPOINTS } from '../../../shared/partners/partners-admin.endpoints';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { ColumnChooser } from '../../lib/lists/column-chooser';
import { ListPager } from '../../lib/lists/list-pager';
import { useHiddenColumns, visibleColumns } from '../../lib/lists/use-hidden-columns';
import { useListParams } from '../../lib/lists/use-list-params';
import { showToast } from '../../lib/feedback/toasts';
import { InvitePartnerForm } from './invite-partner-form';
import { usePartnerColumns } from './partner-columns';
import { PartnerFilterBar } from './partner-filter-bar';
import { ListViewsMenu } from '../../lib/lists/views/list-views-menu';
import { PARTNERS_CODEC, withoutFilters } from './partner-list-params';
import { PartnerPanel } from './partner-panel';

/**
 * The partners back office (/partners): search, status and market filters, the sort and the
 * page live in the address (decision 0065); a partner opens in a panel over the list (the spec
 * has no route for one partner).
 */
export function PartnersScreen() {
  const { t } = useTranslation();
  const address = useListParams(PARTNERS_CODEC);
  const { params } = address;
  const { cursor } = address.page;
  const [openId, setOpenId] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const client = useQueryClient();
  const columns = usePartnerColumns(setOpenId);
  const { hidden, toggle, replace } = useHiddenColumns('partners');

  const query = useQuery({
    queryKey: ['partners', address.filtersKey, cursor],
    queryFn: () =>
      callApi(PARTNERS_ADMIN_ENDPOINTS.list, {
        query: {
          search: params.search || undefined,
          status: params.status,
          market: params.market,
          sort: params.sort,
          limit: params.limit,
          cursor,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(params.search || params.status || params.market);

  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={t('partners-admin.title')}
        actions={
          <>
            <ListViewsMenu list="partners" codec={PARTNERS_CODEC} columns={{ hidden, replace }} />
            <ColumnChooser columns={columns} hidden={hidden} onToggle={toggle} />
            {!inviting && (
              <Button onClick={() => setInviting(true)}>{t('invite.partner_title')}</Button>
            )}
          </>
        }
      />
      {inviting && (
        <InvitePartnerForm
          onCancel={() => setInviting(false)}
          onDone={async (message) => {
            showToast('success', message);
            setInviting(false);
            await client.invalidateQueries({ queryKey: ['partners'] });
          }}
        />
      )}
      <PartnerFilterBar
        params={params}
        onChange={(changes) => address.update(changes)}
        onSearch={(search) => address.update({ search }, { replace: true })}
      />
      <QueryStatus query={query} failed={t('partners-admin.load_failed')} />
      {query.data && (
        <>
          <DataTable
            caption={t('partners-admin.title')}
            columns={visibleColumns(columns, hidden)}
            data={query.data.data}
            getRowId={(row) => row.id}
            sort={{ by: params.sort, direction: params.sort === 'created' ? 'desc' : 'asc' }}
            onSortChange={(next) =>
              address.update({ sort: PARTNER_SORTS.find((s) => s === next.by) ?? 'created' })
            }
            empty={
              <ListEmptyState
                filtered={filtered}
                onClear={() => address.update(withoutFilters(params))}
                none={{ title: t('partners-admin.empty_all') }}
                noMatch={{ title: t('partners-admin.empty') }}
              />
            }
          />
          <ListPager
            list={address}
            answer={query.data}
            pageSize={params.limit}
            onPageSizeChange={(limit) => address.update({ limit })}
          />
        </>
      )}
      {openId && <PartnerPanel id={openId} onClose={() => setOpenId(null)} />}
    </article>
  );
}
