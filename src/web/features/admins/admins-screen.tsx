import { ListEmptyState } from '../../lib/lists/list-empty-state';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMINS_ENDPOINTS as E } from '../../../shared/admins/admins.endpoints';
import { DataTable } from '../../components/data-table';
import { QueryStatus } from '../../components/query-status';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { showToast } from '../../lib/feedback/toasts';
import { callApi } from '../../lib/http/api';
import { ListPager } from '../../lib/lists/list-pager';
import { useListParams } from '../../lib/lists/use-list-params';
import { useAdminColumns, type AdminAction } from './admin-columns';
import { AdminFilterBar } from './admin-filter-bar';
import { ADMINS_CODEC, withoutFilters } from './admin-list-params';
import { InviteAdminForm } from './invite-admin-form';

/**
 * /settings/admins: the firm's admins, an invitation form, disable and re-enable. Search,
 * status, sort and page live in the address, as in every list (decision 0065).
 */
export function AdminsScreen() {
  const { t } = useTranslation();
  const address = useListParams(ADMINS_CODEC);
  const { params } = address;
  const { cursor } = address.page;
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['admins', address.filtersKey, cursor],
    queryFn: () =>
      callApi(E.list, {
        query: {
          search: params.search || undefined,
          status: params.status,
          sort: params.sort,
          limit: params.limit,
          cursor,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['admins'] });

  const act = useMutation({
    mutationFn: ({ action, id }: { action: AdminAction; id: string }) =>
      callApi(E[action], { params: { id } }),
    onSuccess: async (answer) => {
      showToast('success', answer.message);
      await refresh();
    },
    onError: (error) => toastFailure(error),
  });
  const { mutate } = act;
  const columns = useAdminColumns(
    useCallback((action: AdminAction, id: string) => mutate({ action, id }), [mutate]),
  );
  const filtered = Boolean(params.search || params.status);

  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('admins-admin.title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('admins-admin.intro')}</p>
      </div>
      <InviteAdminForm
        onDone={async (message) => {
          showToast('success', message);
          await refresh();
        }}
      />
      <AdminFilterBar
        params={params}
        onChange={(changes) => address.update(changes)}
        onSearch={(search) => address.update({ search }, { replace: true })}
      />
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.data && (
        <>
          <DataTable
            caption={t('admins-admin.title')}
            columns={columns}
            data={query.data.data}
            getRowId={(row) => row.id}
            sort={{ by: params.sort, direction: params.sort === 'created' ? 'desc' : 'asc' }}
            onSortChange={() => address.update({ sort: 'name' })}
            empty={
              <ListEmptyState
                filtered={filtered}
                onClear={() => address.update(withoutFilters(params))}
                none={{ title: t('admins-admin.title') }}
                noMatch={{ title: t('admins-admin.empty') }}
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
    </article>
  );
}
