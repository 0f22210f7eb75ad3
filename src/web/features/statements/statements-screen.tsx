import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isMarket, type Market } from '../../../shared/markets/markets';
import { PERIOD_PATTERN } from '../../../shared/statements/statement-terms';
import type { TStatementRow } from '../../../shared/statements/statements.contract';
import {
  STATEMENTS_ENDPOINTS as E,
  statementPdfUrl,
} from '../../../shared/statements/statements.endpoints';
import { Button } from '../../components/button';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { showToast } from '../../lib/feedback/toasts';
import { readPageSize, writePageSize } from '../../lib/lists/list-address';
import { ListPager } from '../../lib/lists/list-pager';
import { useListParams, type ListCodec } from '../../lib/lists/use-list-params';
import { ListViewsMenu } from '../../lib/lists/views/list-views-menu';
import { MarketTabs } from '../dashboard/market-tabs';
import { useStatementColumns } from './statement-columns';

interface StatementFilters {
  market: Market;
  period?: string | undefined;
  partner?: string | undefined;
  limit: number;
}

/** The statements list's address (decision 0065): market, period, partner and page size. */
const STATEMENTS_CODEC: ListCodec<StatementFilters> = {
  read: (search) => {
    const market = search.get('market');
    return {
      market: isMarket(market) ? market : 'AU',
      period: search.get('period') ?? undefined,
      partner: search.get('partner') ?? undefined,
      limit: readPageSize(search),
    };
  },
  write: ({ market, period, partner, limit }) =>
    writePageSize(
      new URLSearchParams({
        market,
        ...(period ? { period } : {}),
        ...(partner ? { partner } : {}),
      }),
      limit,
    ),
};

/**
 * /statements (issue 35 item 3): one market at a time (AUD and NZD never summed), filtered by
 * period and partner, each statement's PDF a click away; the open period closes on demand.
 */
export function StatementsScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const address = useListParams(STATEMENTS_CODEC);
  const { market, period, partner, limit } = address.params;
  const { cursor } = address.page;
  const [typed, setTyped] = useState(period ?? '');
  // A saved view (or Back) changes the period in the address: the field follows it.
  const [typedFor, setTypedFor] = useState(period);
  if (typedFor !== period) {
    setTypedFor(period);
    setTyped(period ?? '');
  }
  const list = useQuery({
    queryKey: ['statements', address.filtersKey, cursor],
    queryFn: () => callApi(E.list, { query: { market, period, partner, limit, cursor } }),
    placeholderData: keepPreviousData,
  });
  const close = useMutation({
    mutationFn: () => callApi(E.close, { body: { market } }, { handled: [409] }),
    onSuccess: (answer) => {
      showToast('success', answer.message);
      void client.invalidateQueries({ queryKey: ['statements'] });
    },
    onError: (error) => toastFailure(error),
  });
  const shared = useStatementColumns<TStatementRow>(statementPdfUrl);
  const columns = useMemo<DataColumn<TStatementRow>[]>(() => {
    const partnerColumn: DataColumn<TStatementRow> = {
      id: 'partner',
      header: t('statements.partner'),
      cell: (row) =>
        partner ? (
          row.partner.company
        ) : (
          <Link
            to={`?market=${market}&partner=${encodeURIComponent(row.partner.id)}`}
            className="text-blue-800 underline underline-offset-2 dark:text-sky-300"
            title={t('statements.only_partner', { company: row.partner.company })}
          >
            {row.partner.company}
          </Link>
        ),
    };
    return [shared[0]!, partnerColumn, ...shared.slice(1)];
  }, [shared, partner, market, t]);
  const applyPeriod = () => {
    const next = typed.trim();
    address.update({ ...address.params, period: PERIOD_PATTERN.test(next) ? next : undefined });
  };
  const rows = list.data?.data ?? [];

  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={t('statements.title')}
        description={t('statements.intro')}
        actions={
          <>
            <MarketTabs current={market} />
            <ListViewsMenu list="statements" codec={STATEMENTS_CODEC} />
          </>
        }
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            applyPeriod();
          }}
        >
          <TextField
            label={t('statements.filter_period')}
            value={typed}
            inputMode="numeric"
            pattern="\d{4}-\d{2}"
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('statements.filter_apply')}
          </Button>
          {partner && (
            <Link
              to={`?market=${market}${period ? `&period=${period}` : ''}`}
              className="self-center text-blue-800 underline dark:text-sky-300"
            >
              {t('statements.all_partners')}
            </Link>
          )}
        </form>
        <div className="flex max-w-md flex-col items-end gap-1">
          <Button disabled={close.isPending} onClick={() => close.mutate()}>
            {t('statements.close_now')}
          </Button>
          <p className="text-right text-sm text-slate-600 dark:text-slate-300">
            {t('statements.close_hint')}
          </p>
        </div>
      </div>
      <QueryStatus query={list} failed={t('errors.unavailable')} />
      {list.data && (
        <>
          <DataTable
            caption={t('statements.title')}
            columns={columns}
            data={rows}
            getRowId={(row) => row.id}
            empty={<EmptyState title={t('statements.empty')} />}
          />
          {rows.length > 0 && (
            <ListPager
              list={address}
              answer={list.data}
              pageSize={limit}
              onPageSizeChange={(size) => address.update({ ...address.params, limit: size })}
            />
          )}
        </>
      )}
    </article>
  );
}
