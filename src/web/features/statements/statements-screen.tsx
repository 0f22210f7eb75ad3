import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isMarket, type Market } from '../../../shared/markets/markets';
import { PERIOD_PATTERN } from '../../../shared/statements/statement-terms';
import type { TStatementRow } from '../../../shared/statements/statements.contract';
import {
  STATEMENTS_ENDPOINTS as E,
  statementPdfUrl,
} from '../../../shared/statements/statements.endpoints';
import { Button } from '../../components/button';
import { CursorPager } from '../../components/cursor-pager';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { showToast } from '../../lib/feedback/toasts';
import { MarketTabs } from '../dashboard/market-tabs';
import { useStatementColumns } from './statement-columns';

/**
 * /statements (issue 35 item 3): one market at a time (AUD and NZD never summed), filtered by
 * period and partner, each statement's PDF a click away; the open period closes on demand.
 */
export function StatementsScreen() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('market');
  const market: Market = isMarket(requested) ? requested : 'AU';
  const period = params.get('period') ?? undefined;
  const partner = params.get('partner') ?? undefined;
  const [typed, setTyped] = useState(period ?? '');
  const [pageSize, setPageSize] = useState(25);
  const view = `${market}|${period ?? ''}|${partner ?? ''}|${pageSize}`;
  const [paging, setPaging] = useState({ view, stack: [] as string[] });
  const stack = paging.view === view ? paging.stack : [];
  const list = useQuery({
    queryKey: ['statements', market, period, partner, pageSize, stack.at(-1)],
    queryFn: () =>
      callApi(E.list, {
        query: { market, period, partner, limit: pageSize, cursor: stack.at(-1) },
      }),
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
    const next = new URLSearchParams(params);
    if (PERIOD_PATTERN.test(typed.trim())) next.set('period', typed.trim());
    else next.delete('period');
    setParams(next);
  };
  const rows = list.data?.data ?? [];

  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={t('statements.title')}
        description={t('statements.intro')}
        actions={<MarketTabs current={market} />}
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
            <CursorPager
              hasPrevious={stack.length > 0}
              hasNext={Boolean(list.data.next_cursor)}
              onPrevious={() => setPaging({ view, stack: stack.slice(0, -1) })}
              onNext={() => setPaging({ view, stack: [...stack, list.data.next_cursor ?? ''] })}
              pageSize={pageSize}
              onPageSizeChange={setPageSize}
            />
          )}
        </>
      )}
    </article>
  );
}
