import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TLeadListItem } from '../../../shared/leads/lead-list.contract';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import { Button } from '../../components/button';
import { CursorPager } from '../../components/cursor-pager';
import { DataTable, type DataColumn, type SortState } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { downloadFile } from '../../lib/http/http';
import { LeadFilterBar } from './lead-filter-bar';
import { isFiltered, readParams, writeParams, type LeadListParams } from './lead-filters';

export interface SelectedLead {
  id: string;
  status: LeadStatus;
}

interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

/**
 * A lead list: search and filters in the address, server-side sort, keyset pages (the cursors
 * passed through are kept for "previous"), an empty state that says what to do, CSV export of
 * everything the filters match.
 */
export function LeadListView<T extends TLeadListItem>({
  title,
  queryKey,
  load,
  exportUrl,
  columns,
  emptyBody,
  bulk,
  board,
  headerAction,
}: {
  title: string;
  queryKey: readonly unknown[];
  load: (params: LeadListParams, cursor: string | undefined) => Promise<Page<T>>;
  exportUrl: (params: LeadListParams) => string;
  columns: DataColumn<T>[];
  emptyBody: string;
  /** Admins' lists: row selection, and the bar acting on the selected leads (with their stage,
   * so the bar offers only the moves they allow). */
  bulk?: (selected: SelectedLead[], clear: () => void) => ReactNode;
  /** Admins' lists: the same filters shown as the pipeline board (`?view=board`); the filter
   * bar then offers the partner and assignee filters too. */
  board?: (params: LeadListParams) => ReactNode;
  /** The list's own first action (admins' lists: New lead). */
  headerAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readParams(search), [search]);
  const searchKey = search.toString();
  const showBoard = Boolean(board) && search.get('view') === 'board';
  const [cursors, setCursors] = useState<{ key: string; stack: string[] }>({ key: '', stack: [] });
  const stack = cursors.key === searchKey ? cursors.stack : [];
  const cursor = stack.at(-1);
  const query = useQuery({
    queryKey: [...queryKey, searchKey, cursor],
    queryFn: () => load(params, cursor),
    placeholderData: (previous) => previous,
    enabled: !showBoard,
  });
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const references = new Map(query.data?.data.map((lead) => [lead.id, lead.reference]));
  // Each selected lead's stage, kept from the page it was selected on.
  const [stages, setStages] = useState<ReadonlyMap<string, LeadStatus>>(new Map());
  const select = (next: ReadonlySet<string>) => {
    setSelected(next);
    setStages((known) => {
      const kept = new Map(known);
      for (const lead of query.data?.data ?? [])
        if (next.has(lead.id)) kept.set(lead.id, lead.status);
      return kept;
    });
  };
  const selectedLeads = [...selected].flatMap((leadId) => {
    const status = stages.get(leadId);
    return status ? [{ id: leadId, status }] : [];
  });

  /** The address of these filters, in the list or the board. */
  const address = (next: LeadListParams, asBoard = showBoard) => {
    const written = writeParams(next);
    if (asBoard) written.set('view', 'board');
    return written;
  };
  const update = (next: Partial<LeadListParams>) =>
    setSearch(address({ ...params, ...next }), { replace: false });
  const sort: SortState = { by: params.sort, direction: params.dir };

  let empty: ReactNode = <EmptyState title={t('lead-list.empty_title')} body={emptyBody} />;
  if (isFiltered(params)) {
    empty = (
      <EmptyState
        title={t('lead-list.no_match_title')}
        body={t('lead-list.no_match_body')}
        action={
          <Button variant="secondary" onClick={() => setSearch(new URLSearchParams())}>
            {t('lead-list.clear')}
          </Button>
        }
      />
    );
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadFile(exportUrl(params));
    } catch {
      // The error catalogue has said what went wrong.
    } finally {
      setExporting(false);
    }
  }

  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={title}
        actions={
          <>
            {headerAction}
            {board && (
              <div role="group" aria-label={t('lead-board.view_label')} className="flex gap-1">
                {([false, true] as const).map((asBoard) => (
                  <Button
                    key={String(asBoard)}
                    variant={asBoard === showBoard ? 'primary' : 'secondary'}
                    aria-pressed={asBoard === showBoard}
                    onClick={() => setSearch(address(params, asBoard))}
                  >
                    {t(asBoard ? 'lead-board.view_board' : 'lead-board.view_list')}
                  </Button>
                ))}
              </div>
            )}
            <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
              {t('lead-list.export')}
            </Button>
          </>
        }
      />
      <LeadFilterBar
        key={searchKey}
        params={params}
        admin={Boolean(board)}
        onApply={(draft) => update(draft)}
        onClear={() => setSearch(address(readParams(new URLSearchParams())))}
      />
      {showBoard && board?.(params)}
      {!showBoard && <QueryStatus query={query} failed={t('dashboard.load_failed')} />}
      {!showBoard && bulk && selected.size > 0 && bulk(selectedLeads, () => setSelected(new Set()))}
      {!showBoard && query.data && (
        <>
          <DataTable
            caption={t('lead-list.caption')}
            columns={columns}
            data={query.data.data}
            getRowId={(lead) => lead.id}
            sort={sort}
            onSortChange={(next) =>
              update({ sort: next.by as LeadListParams['sort'], dir: next.direction })
            }
            empty={empty}
            selection={
              bulk
                ? {
                    selected,
                    onChange: select,
                    rowLabel: (leadId) => references.get(leadId) ?? leadId,
                  }
                : undefined
            }
          />
          {query.data.data.length > 0 && (
            <CursorPager
              hasPrevious={stack.length > 0}
              hasNext={Boolean(query.data.next_cursor)}
              onPrevious={() => setCursors({ key: searchKey, stack: stack.slice(0, -1) })}
              onNext={() =>
                setCursors({ key: searchKey, stack: [...stack, query.data.next_cursor ?? ''] })
              }
              pageSize={params.limit}
              onPageSizeChange={(limit) => update({ limit })}
            />
          )}
        </>
      )}
    </article>
  );
}
