import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  COMMISSION_STATUSES,
  type CommissionStatus,
} from '../../../shared/commissions/commission-terms';
import {
  COMMISSION_EXPORT_PATH,
  COMMISSIONS_ENDPOINTS as E,
} from '../../../shared/commissions/commissions.endpoints';
import { isMarket, type Market } from '../../../shared/markets/markets';
import { Button } from '../../components/button';
import { CursorPager } from '../../components/cursor-pager';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form/select-field';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { downloadFile } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { MarketTabs } from '../dashboard/market-tabs';
import { useCommissionColumns } from './commission-columns';
import { toastFailure } from '../../lib/feedback/failure-toast';

const statusOf = (value: string | null) => COMMISSION_STATUSES.find((status) => status === value);

/**
 * /commissions: one market at a time (AUD and NZD are never added), filtered by status and
 * partner; the selected rows are approved or marked paid together; the rows to pay download
 * as CSV.
 */
export function CommissionsScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('market');
  const market: Market = isMarket(requested) ? requested : 'AU';
  const status: CommissionStatus | undefined = statusOf(params.get('status'));
  const partner = params.get('partner') ?? undefined;
  const [pageSize, setPageSize] = useState(25);
  // Pages and selection belong to one market and filter: another tab starts afresh.
  const view = `${market}|${status ?? ''}|${partner ?? ''}|${pageSize}`;
  const [paging, setPaging] = useState({ view, stack: [] as string[] });
  const [picked, setPicked] = useState({ view, ids: new Set<string>() });
  const stack = paging.view === view ? paging.stack : [];
  const selected = picked.view === view ? picked.ids : new Set<string>();
  const setStack = (next: string[]) => {
    setPaging({ view, stack: next });
    setPicked({ view, ids: new Set() });
  };
  const setSelected = (ids: Set<string>) => setPicked({ view, ids });
  const columns = useCommissionColumns();
  const list = useQuery({
    queryKey: ['commissions', market, status, partner, pageSize, stack.at(-1)],
    queryFn: () =>
      callApi(E.list, {
        query: { market, status, partner, limit: pageSize, cursor: stack.at(-1) },
      }),
    placeholderData: keepPreviousData,
  });
  const move = useMutation({
    mutationFn: (next: 'approved' | 'paid') =>
      callApi(E.move, { body: { ids: [...selected], status: next } }, { handled: [409] }),
    onSuccess: (answer) => {
      showToast('success', answer.message);
      setSelected(new Set());
      void client.invalidateQueries({ queryKey: ['commissions'] });
    },
    onError: (error) => toastFailure(error),
  });
  const rows = list.data?.data ?? [];
  const chosen = rows.filter((row) => selected.has(row.id));

  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={t('commissions.title')}
        description={t('commissions.intro')}
        actions={<MarketTabs current={market} />}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t('commissions.status_filter')}
          value={status ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('status', event.target.value);
            else next.delete('status');
            setParams(next);
          }}
          options={[
            { value: '', label: t('commissions.all_statuses') },
            ...COMMISSION_STATUSES.map((s) => ({ value: s, label: t(`commissions.status.${s}`) })),
          ]}
        />
        <Button
          variant="secondary"
          onClick={() =>
            void downloadFile(`${COMMISSION_EXPORT_PATH}?market=${market}`).catch(() => undefined)
          }
        >
          {t('commissions.export')}
        </Button>
      </div>
      {selected.size > 0 && (
        <section
          aria-label={t('commissions.selected', { count: selected.size })}
          className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 p-3 dark:border-slate-600"
        >
          <p className="text-sm font-medium" role="status">
            {t('commissions.selected', { count: selected.size })}
          </p>
          <Button
            disabled={move.isPending || !chosen.every((row) => row.status === 'pending')}
            onClick={() => move.mutate('approved')}
          >
            {t('commissions.approve')}
          </Button>
          <Button
            disabled={move.isPending || !chosen.every((row) => row.status === 'approved')}
            onClick={() => move.mutate('paid')}
          >
            {t('commissions.mark_paid')}
          </Button>
        </section>
      )}
      <QueryStatus query={list} failed={t('commissions.load_failed')} />
      {list.data && (
        <>
          <DataTable
            caption={t('commissions.title')}
            columns={columns}
            data={rows}
            getRowId={(row) => row.id}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (id) =>
                t('commissions.select_row', {
                  reference: rows.find((row) => row.id === id)?.lead.reference ?? '',
                }),
            }}
            empty={
              <EmptyState title={t('commissions.empty_title')} body={t('commissions.empty')} />
            }
          />
          {rows.length > 0 && (
            <CursorPager
              hasPrevious={stack.length > 0}
              hasNext={Boolean(list.data.next_cursor)}
              onPrevious={() => setStack(stack.slice(0, -1))}
              onNext={() => setStack([...stack, list.data.next_cursor ?? ''])}
              pageSize={pageSize}
              onPageSizeChange={setPageSize}
            />
          )}
        </>
      )}
    </article>
  );
}
