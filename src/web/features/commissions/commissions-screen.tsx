import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMISSION_STATUSES } from '../../../shared/commissions/commission-terms';
import {
  COMMISSION_EXPORT_PATH,
  COMMISSIONS_ENDPOINTS as E,
} from '../../../shared/commissions/commissions.endpoints';
import { Button } from '../../components/button';
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
import { ListPager } from '../../lib/lists/list-pager';
import { useListParams } from '../../lib/lists/use-list-params';
import { ListViewsMenu } from '../../lib/lists/views/list-views-menu';
import { COMMISSIONS_CODEC } from './commission-list-params';
import { CommissionBulkBar } from './commission-bulk-bar';

/**
 * /commissions: one market at a time (AUD and NZD are never added), filtered by status and
 * partner; the selected rows are approved or marked paid together; the rows to pay download
 * as CSV.
 */
export function CommissionsScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const address = useListParams(COMMISSIONS_CODEC);
  const { market, status, partner, limit } = address.params;
  const { cursor } = address.page;
  // The selection belongs to one page of one market and filter: another starts afresh.
  const view = `${address.filtersKey}|${cursor ?? ''}`;
  const [picked, setPicked] = useState({ view, ids: new Set<string>() });
  const selected = picked.view === view ? picked.ids : new Set<string>();
  const setSelected = (ids: Set<string>) => setPicked({ view, ids });
  const columns = useCommissionColumns();
  const list = useQuery({
    queryKey: ['commissions', address.filtersKey, cursor],
    queryFn: () => callApi(E.list, { query: { market, status, partner, limit, cursor } }),
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
          onChange={(event) =>
            address.update({
              status: COMMISSION_STATUSES.find((value) => value === event.target.value),
            })
          }
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
        <ListViewsMenu list="commissions" codec={COMMISSIONS_CODEC} />
      </div>
      {selected.size > 0 && (
        <CommissionBulkBar
          chosen={chosen}
          count={selected.size}
          busy={move.isPending}
          onMove={(next) => move.mutate(next)}
        />
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
