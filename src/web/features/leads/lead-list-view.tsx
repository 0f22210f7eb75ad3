import { ListEmptyState } from '../../lib/lists/list-empty-state';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TListTotal } from '../../../shared/api/keyset';
import type { TLeadListItem } from '../../../shared/leads/lead-list.contract';
import { DataTable, type DataColumn, type SortState } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { ColumnChooser } from '../../lib/lists/column-chooser';
import { ListPager } from '../../lib/lists/list-pager';
import { ListViewsMenu } from '../../lib/lists/views/list-views-menu';
import type { ViewableListKey } from '../../../shared/list-views/list-view-lists';
import { useHiddenColumns, visibleColumns } from '../../lib/lists/use-hidden-columns';
import { useListParams, type ListCodec } from '../../lib/lists/use-list-params';
import { LeadFilterBar } from './lead-filter-bar';
import { isFiltered, readParams, writeParams, type LeadListParams } from './lead-filters';
import { LeadListActions } from './lead-list-actions';
import { useLeadSelection, type SelectedLead } from './use-lead-selection';

export type { SelectedLead } from './use-lead-selection';

const LEAD_CODEC: ListCodec<LeadListParams> = { read: readParams, write: writeParams };

interface Page<T> {
  data: T[];
  next_cursor: string | null;
  total: TListTotal;
}

/**
 * A lead list: filters, sort and page in the address (decision 0065), applied as they change;
 * the count of what they match; a column chooser; an empty state that says what to do; CSV
 * export of everything the filters match.
 */
export function LeadListView<T extends TLeadListItem>(props: {
  title: string;
  /** Names the list's query and its kept column choice: `leads` or `my-leads`. */
  queryKey: readonly [string, ...unknown[]];
  load: (params: LeadListParams, cursor: string | undefined) => Promise<Page<T>>;
  exportUrl: (params: LeadListParams) => string;
  columns: DataColumn<T>[];
  emptyBody: string;
  /** Admins' lists: row selection, and the bar acting on the selected leads. */
  bulk?: (selected: SelectedLead[], clear: () => void) => ReactNode;
  /** Admins' lists: the same filters shown as the pipeline board (`?view=board`). */
  board?: (params: LeadListParams) => ReactNode;
  /** The list's own first action (admins' lists: New lead). */
  headerAction?: ReactNode;
  /** Admins' lists: their saved views (decision 0079). */
  views?: ViewableListKey;
}) {
  const { title, queryKey, load, columns, bulk, board } = props;
  const { t } = useTranslation();
  const address = useListParams(LEAD_CODEC, ['view']);
  const { params, page } = address;
  const showBoard =
    Boolean(board) && new URLSearchParams(address.filtersKey).get('view') === 'board';
  const query = useQuery({
    queryKey: [...queryKey, address.filtersKey, page.cursor],
    queryFn: () => load(params, page.cursor),
    placeholderData: keepPreviousData,
    enabled: !showBoard,
  });
  // A new page renders in the background, in slices the browser can interleave with input,
  // not in one long task (issue 32: 100 rows blocked a slow phone for 433 ms).
  const shown = useDeferredValue(query.data);
  const rows = shown?.data ?? [];
  const selection = useLeadSelection(rows);
  const { hidden, toggle, replace } = useHiddenColumns(queryKey[0]);
  const visible = useMemo(() => visibleColumns(columns, hidden), [columns, hidden]);
  const references = new Map(rows.map((lead) => [lead.id, lead.reference]));
  const sort: SortState = { by: params.sort, direction: params.dir };
  const clear = () => address.reset(readParams(new URLSearchParams()));

  const empty = (
    <ListEmptyState
      filtered={isFiltered(params)}
      onClear={clear}
      none={{ title: t('lead-list.empty_title'), body: props.emptyBody }}
      noMatch={{ title: t('lead-list.no_match_title'), body: t('lead-list.no_match_body') }}
    />
  );

  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={title}
        actions={
          <>
            {props.headerAction}
            <LeadListActions
              showBoard={board ? showBoard : undefined}
              onView={(asBoard) => address.setKept('view', asBoard ? 'board' : null)}
              exportUrl={() => props.exportUrl(params)}
            />
          </>
        }
      />
      <LeadFilterBar
        params={params}
        admin={Boolean(board)}
        onChange={(changes, replace) => address.update(changes, { replace })}
        onClear={clear}
        tools={
          <>
            {props.views && (
              <ListViewsMenu
                list={props.views}
                codec={LEAD_CODEC}
                keep={['view']}
                columns={{ hidden, replace }}
              />
            )}
            {!showBoard && <ColumnChooser columns={columns} hidden={hidden} onToggle={toggle} />}
          </>
        }
      />
      {showBoard && board?.(params)}
      {!showBoard && <QueryStatus query={query} failed={t('dashboard.load_failed')} />}
      {!showBoard && bulk && selection.selected.size > 0 && bulk(selection.leads, selection.clear)}
      {!showBoard && shown && (
        <>
          <DataTable
            caption={t('lead-list.caption')}
            columns={visible}
            data={shown.data}
            getRowId={(lead) => lead.id}
            sort={sort}
            onSortChange={(next) =>
              address.update({ sort: next.by as LeadListParams['sort'], dir: next.direction })
            }
            empty={empty}
            selection={
              bulk
                ? {
                    selected: selection.selected,
                    onChange: selection.select,
                    rowLabel: (leadId) => references.get(leadId) ?? leadId,
                  }
                : undefined
            }
          />
          <ListPager
            list={address}
            answer={shown}
            pageSize={params.limit}
            onPageSizeChange={(limit) => address.update({ limit })}
          />
        </>
      )}
    </article>
  );
}
