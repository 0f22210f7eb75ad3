import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PARTNER_STATUSES } from '../../../shared/partners/partner-status';
import {
  PARTNER_SORTS,
  type TPartnerListRow,
} from '../../../shared/partners/partners-admin.contract';
import { PARTNERS_ADMIN_ENDPOINTS } from '../../../shared/partners/partners-admin.endpoints';
import { MARKETS } from '../../../shared/markets/markets';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { CursorPager } from '../../components/cursor-pager';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { InvitePartnerForm } from './invite-partner-form';
import { PartnerPanel } from './partner-panel';
import { STATUS_TONE } from './partner-status-tone';

const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/**
 * The partners back office (/partners): search, status and market filters and the sort live in
 * the address; keyset pages; a partner opens in a panel over the list (the spec has no route
 * for one partner).
 */
export function PartnersScreen() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [params, setParams] = useSearchParams();
  const filters = {
    search: params.get('search') ?? undefined,
    status: pick(PARTNER_STATUSES, params.get('status')),
    market: pick(MARKETS, params.get('market')),
    sort: pick(PARTNER_SORTS, params.get('sort')) ?? 'created',
  };
  const [pageSize, setPageSize] = useState(25);
  const key = `${params.toString()}|${pageSize}`;
  const [cursors, setCursors] = useState<{ key: string; stack: string[] }>({ key, stack: [] });
  const stack = cursors.key === key ? cursors.stack : [];
  const [openId, setOpenId] = useState<string | null>(null);
  const [draft, setDraft] = useState(filters.search ?? '');
  const [inviting, setInviting] = useState(false);
  const client = useQueryClient();

  const query = useQuery({
    queryKey: ['partners', key, stack.at(-1)],
    queryFn: () =>
      callApi(PARTNERS_ADMIN_ENDPOINTS.list, {
        query: { ...filters, limit: pageSize, cursor: stack.at(-1) },
      }),
    placeholderData: keepPreviousData,
  });

  const update = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  const filtered = Boolean(filters.search || filters.status || filters.market);

  const columns = useMemo<DataColumn<TPartnerListRow>[]>(
    () => [
      {
        id: 'company',
        header: t('partners-admin.columns.company'),
        sortable: true,
        cell: (row) => (
          <button
            type="button"
            className="text-left font-medium text-blue-800 underline underline-offset-2 dark:text-sky-300"
            onClick={() => setOpenId(row.id)}
            aria-label={t('partners-admin.open', { company: row.company })}
          >
            {row.company}
          </button>
        ),
      },
      {
        id: 'contact',
        header: t('partners-admin.columns.contact'),
        cell: (row) => (
          <div className="flex flex-col">
            <span>{row.name}</span>
            <span className="text-slate-600 dark:text-slate-300">{row.email}</span>
            {!row.email_verified && (
              <span className="text-xs text-amber-800 dark:text-amber-200">
                {t('partners-admin.unverified')}
              </span>
            )}
          </div>
        ),
      },
      { id: 'market', header: t('partners-admin.columns.market'), cell: (row) => row.market },
      {
        id: 'status',
        header: t('partners-admin.columns.status'),
        sortable: true,
        cell: (row) => (
          <Badge tone={STATUS_TONE[row.status]}>{t(`partners-admin.status.${row.status}`)}</Badge>
        ),
      },
      {
        id: 'created',
        header: t('partners-admin.columns.created'),
        sortable: true,
        cell: (row) => formats.date(row.created_at),
      },
    ],
    [t, formats],
  );

  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={t('partners-admin.title')}
        actions={
          !inviting && (
            <Button onClick={() => setInviting(true)}>{t('invite.partner_title')}</Button>
          )
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
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          update('search', draft.trim() || undefined);
        }}
      >
        <TextField
          label={t('partners-admin.search_label')}
          placeholder={t('partners-admin.search_placeholder')}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <SelectField
          label={t('partners-admin.status_filter')}
          value={filters.status ?? ''}
          onChange={(event) => update('status', event.target.value)}
          options={[
            { value: '', label: t('partners-admin.status_all') },
            ...PARTNER_STATUSES.map((s) => ({ value: s, label: t(`partners-admin.status.${s}`) })),
          ]}
        />
        <SelectField
          label={t('partners-admin.market_filter')}
          value={filters.market ?? ''}
          onChange={(event) => update('market', event.target.value)}
          options={[
            { value: '', label: t('partners-admin.market_all') },
            ...MARKETS.map((market) => ({ value: market, label: market })),
          ]}
        />
        <SelectField
          label={t('partners-admin.sort_label')}
          value={filters.sort}
          onChange={(event) => update('sort', event.target.value)}
          options={PARTNER_SORTS.map((s) => ({ value: s, label: t(`partners-admin.sort.${s}`) }))}
        />
        <Button type="submit">{t('partners-admin.search_label')}</Button>
      </form>
      <QueryStatus query={query} failed={t('partners-admin.load_failed')} />
      {query.data && (
        <>
          <DataTable
            caption={t('partners-admin.title')}
            columns={columns}
            data={query.data.data}
            getRowId={(row) => row.id}
            sort={{ by: filters.sort, direction: filters.sort === 'created' ? 'desc' : 'asc' }}
            onSortChange={(next) => update('sort', next.by)}
            empty={
              filtered ? (
                <EmptyState
                  title={t('partners-admin.empty')}
                  action={
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setDraft('');
                        setParams(new URLSearchParams());
                      }}
                    >
                      {t('partners-admin.clear_filters')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState title={t('partners-admin.empty_all')} />
              )
            }
          />
          {query.data.data.length > 0 && (
            <CursorPager
              hasPrevious={stack.length > 0}
              hasNext={Boolean(query.data.next_cursor)}
              onPrevious={() => setCursors({ key, stack: stack.slice(0, -1) })}
              onNext={() => setCursors({ key, stack: [...stack, query.data.next_cursor ?? ''] })}
              pageSize={pageSize}
              onPageSizeChange={setPageSize}
            />
          )}
        </>
      )}
      {openId && <PartnerPanel id={openId} onClose={() => setOpenId(null)} />}
    </article>
  );
}
