import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOutboxMessage } from '../../../shared/mail/outbox-admin.contract';
import { OUTBOX_ADMIN_ENDPOINTS as E } from '../../../shared/mail/outbox-admin.endpoints';
import { OUTBOX_STATES, type OutboxState } from '../../../shared/mail/outbox-states';
import { Button } from '../../components/button';
import { CursorPager } from '../../components/cursor-pager';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form/select-field';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { useMailTemplateLabel } from './use-mail-template-label';

/** /settings/outbox: counts by state, failed (or other) messages in pages, retry one or all. */
export function OutboxScreen() {
  const { t } = useTranslation();
  const formats = useFormats();
  const client = useQueryClient();
  const [status, setStatus] = useState<OutboxState>('failed');
  const [stack, setStack] = useState<string[]>([]);
  const [pageSize, setPageSize] = useState(25);
  const counts = useQuery({ queryKey: ['outbox-counts'], queryFn: () => callApi(E.counts, {}) });
  const list = useQuery({
    queryKey: ['outbox', status, pageSize, stack.at(-1)],
    queryFn: () => callApi(E.list, { query: { status, limit: pageSize, cursor: stack.at(-1) } }),
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

  const templateLabel = useMailTemplateLabel();
  const columns = useMemo<DataColumn<TOutboxMessage>[]>(() => {
    const when = (value: string | null) =>
      value ? `${formats.date(value)} ${formats.date(value, 'time24')}` : '—';
    return [
      {
        id: 'recipient',
        header: t('outbox-admin.recipient'),
        cell: (row) => <span className="break-all">{row.recipient}</span>,
      },
      {
        id: 'template',
        header: t('outbox-admin.template'),
        cell: (row) => templateLabel(row.template),
      },
      {
        id: 'attempts',
        header: t('outbox-admin.attempts'),
        className: 'text-right tabular-nums',
        cell: (row) => row.attempts,
      },
      {
        id: 'last_error',
        header: t('outbox-admin.last_error'),
        cell: (row) => <span className="break-words">{row.last_error ?? '—'}</span>,
      },
      { id: 'created', header: t('outbox-admin.created'), cell: (row) => when(row.created_at) },
      {
        id: 'last_attempt',
        header: t('outbox-admin.last_attempt'),
        cell: (row) => when(row.last_attempt_at),
      },
      ...(status === 'failed'
        ? [
            {
              id: 'retry',
              header: t('outbox-admin.retry'),
              cell: (row: TOutboxMessage) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${t('outbox-admin.retry')} ${row.recipient}`}
                  onClick={() => retryOne(row.id)}
                >
                  {t('outbox-admin.retry')}
                </Button>
              ),
            },
          ]
        : []),
    ];
  }, [t, formats, status, retryOne, templateLabel]);

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
          onChange={(event) => {
            setStatus(OUTBOX_STATES.find((s) => s === event.target.value) ?? 'failed');
            setStack([]);
          }}
          options={OUTBOX_STATES.map((s) => ({ value: s, label: t(`outbox-admin.state_${s}`) }))}
        />
        {status === 'failed' && (counts.data?.counts.failed ?? 0) > 0 && (
          <Button onClick={() => retry.mutate(undefined)}>{t('outbox-admin.retry_all')}</Button>
        )}
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
          {list.data.data.length > 0 && (
            <CursorPager
              hasPrevious={stack.length > 0}
              hasNext={Boolean(list.data.next_cursor)}
              onPrevious={() => setStack(stack.slice(0, -1))}
              onNext={() => setStack([...stack, list.data.next_cursor ?? ''])}
              pageSize={pageSize}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setStack([]);
              }}
            />
          )}
        </>
      )}
    </article>
  );
}
