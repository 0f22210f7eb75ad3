import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OUTBOX_ADMIN_ENDPOINTS as E } from '../../../shared/mail/outbox-admin.endpoints';
import { OUTBOX_STATES, type OutboxState } from '../../../shared/mail/outbox-states';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form/select-field';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { readPageSize, writePageSize } from '../../lib/lists/list-address';
import { ListPager } from '../../lib/lists/list-pager';
import { ListViewsMenu } from '../../lib/lists/views/list-views-menu';
import { useListParams, type ListCodec } from '../../lib/lists/use-list-params';
import { useOutboxColumns } from './outbox-columns';

/** The outbox list's address: the state shown (failed unless chosen) and the page size. */
const OUTBOX_CODEC: ListCodec<{ status: OutboxState; limit: number }> = {
  read: (search) => ({
    status: OUTBOX_STATES.find((state) => state === search.get('status')) ?? 'failed',
    limit: readPageSize(search),
  }),
  write: ({ status, limit }) =>
    writePageSize(new URLSearchParams(status === 'failed' ? {} : { status }), limit),
};

/** /settings/outbox: counts by state, failed (or other) messages in pages, retry one or all. */
export function OutboxScreen() {
  const { t } = useTranslation();
  const formats = useFormats();
  const client = useQueryClient();
  const address = useListParams(OUTBOX_CODEC);
  const { status, limit } = address.params;
  const { cursor } = address.page;
  const counts = useQuery({ queryKey: ['outbox-counts'], queryFn: () => callApi(E.counts, {}) });
  const list = useQuery({
    queryKey: ['outbox', address.filtersKey, cursor],
    queryFn: () => callApi(E.list, { query: { status, limit, cursor } }),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: (id?: string) =>
      id ? callApi(E.retry, { params: { id } }) : callApi(E.retryFailed, {}),
    onSuccess: async (answer) => {
      showToast('success', answer.message);
      await client.invalidateQueries({ queryKey: ['outbox'] });
      await client.invalidateQueries({ queryKey: ['outbox-counts'] });
    },
    onError: (error) => toastFailure(error),
  });
  const retryOne = retry.mutate;

  const columns = useOutboxColumns(status, retryOne);

  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('outbox-admin.title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('outbox-admin.intro')}</p>
      </div>
      {counts.data && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {OUTBOX_STATES.map((state) => (
            <div
              key={state}
              className="rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <dt className="text-sm text-slate-700 dark:text-slate-300">
                {t(`outbox-admin.state_${state}`)}
              </dt>
              <dd className="text-2xl font-semibold tabular-nums" data-state={state}>
                {formats.number(counts.data.counts[state])}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('outbox-admin.show')}
          value={status}
          onChange={(event) =>
            address.update({
              status: OUTBOX_STATES.find((s) => s === event.target.value) ?? 'failed',
            })
          }
          options={OUTBOX_STATES.map((s) => ({ value: s, label: t(`outbox-admin.state_${s}`) }))}
        />
        {status === 'failed' && (counts.data?.counts.failed ?? 0) > 0 && (
          <Button onClick={() => retry.mutate(undefined)}>{t('outbox-admin.retry_all')}</Button>
        )}
        <ListViewsMenu list="outbox" codec={OUTBOX_CODEC} />
      </div>
      <QueryStatus query={list} failed={t('errors.unavailable')} />
      {list.data && (
        <>
          <DataTable
            caption={t('outbox-admin.title')}
            columns={columns}
            data={list.data.data}
            getRowId={(row) => row.id}
            empty={<EmptyState title={t('outbox-admin.empty')} />}
          />
          <ListPager
            list={address}
            answer={list.data}
            pageSize={limit}
            onPageSizeChange={(size) => address.update({ limit: size })}
          />
        </>
      )}
    </article>
  );
}
