import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isMarket, MARKETS, type Market } from '../../../shared/markets/markets';
import { TASK_WHEN, type TaskWhen } from '../../../shared/tasks/tasks.contract';
import { TASKS_ENDPOINTS } from '../../../shared/tasks/tasks.endpoints';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form/select-field';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { FilterChips } from '../../lib/lists/filter-chips';
import { readPageSize, writePageSize } from '../../lib/lists/list-address';
import { ListPager } from '../../lib/lists/list-pager';
import { useListParams, type ListCodec } from '../../lib/lists/use-list-params';
import { ListViewsMenu } from '../../lib/lists/views/list-views-menu';
import { useMyTaskColumns } from './my-task-columns';

interface MyTaskFilters {
  market?: Market | undefined;
  when?: TaskWhen | undefined;
  limit: number;
}

const isWhen = (value: unknown): value is TaskWhen => TASK_WHEN.some((when) => when === value);

/** The address of "My tasks" (decision 0065): market, group and page size. */
const MY_TASKS_CODEC: ListCodec<MyTaskFilters> = {
  read: (search) => {
    const market = search.get('market');
    const when = search.get('when');
    return {
      market: isMarket(market) ? market : undefined,
      when: isWhen(when) ? when : undefined,
      limit: readPageSize(search),
    };
  },
  write: ({ market, when, limit }) =>
    writePageSize(
      new URLSearchParams({ ...(market ? { market } : {}), ...(when ? { when } : {}) }),
      limit,
    ),
};

/**
 * /tasks (issue 34): the signed-in admin's open tasks, earliest due first, in the groups
 * overdue, today and upcoming on each market's clock; narrowed by market and group.
 */
export function MyTasksScreen() {
  const { t } = useTranslation();
  const address = useListParams(MY_TASKS_CODEC);
  const { market, when, limit } = address.params;
  const { cursor } = address.page;
  const list = useQuery({
    queryKey: ['my-tasks', address.filtersKey, cursor],
    queryFn: () => callApi(TASKS_ENDPOINTS.mine, { query: { market, when, limit, cursor } }),
    placeholderData: keepPreviousData,
  });
  const columns = useMyTaskColumns();
  const rows = list.data?.data ?? [];
  const groups = TASK_WHEN.map((group) => ({
    group,
    tasks: rows.filter((row) => row.when === group),
  }));
  const all = { value: '', label: t('tasks.all') };
  const chips = [
    ...(market
      ? [
          {
            key: 'market',
            label: `${t('tasks.filter_market')}: ${t(`markets.${market}`)}`,
            remove: () => address.update({ market: undefined }),
          },
        ]
      : []),
    ...(when
      ? [
          {
            key: 'when',
            label: `${t('tasks.filter_when')}: ${t(`tasks.when_${when}`)}`,
            remove: () => address.update({ when: undefined }),
          },
        ]
      : []),
  ];
  return (
    <article className="flex flex-col gap-6">
      <PageHeader title={t('tasks.title')} />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('tasks.filter_market')}
          value={market ?? ''}
          options={[all, ...MARKETS.map((code) => ({ value: code, label: t(`markets.${code}`) }))]}
          onChange={(event) =>
            address.update({
              market: isMarket(event.target.value) ? event.target.value : undefined,
            })
          }
        />
        <SelectField
          label={t('tasks.filter_when')}
          value={when ?? ''}
          options={[
            all,
            ...TASK_WHEN.map((group) => ({ value: group, label: t(`tasks.when_${group}`) })),
          ]}
          onChange={(event) =>
            address.update({ when: isWhen(event.target.value) ? event.target.value : undefined })
          }
        />
        <ListViewsMenu list="tasks" codec={MY_TASKS_CODEC} />
      </div>
      <FilterChips chips={chips} onClearAll={() => address.reset({ limit })} />
      <QueryStatus query={list} failed={t('errors.unavailable')} />
      {list.data && rows.length === 0 && <EmptyState title={t('tasks.empty')} />}
      {groups
        .filter(({ tasks }) => tasks.length > 0)
        .map(({ group, tasks }) => (
          <section key={group} aria-labelledby={`tasks-${group}`} className="flex flex-col gap-2">
            <h2 id={`tasks-${group}`} className="text-lg font-semibold">
              {t(`tasks.when_${group}`)}
            </h2>
            <DataTable
              caption={t(`tasks.when_${group}`)}
              columns={columns}
              data={tasks}
              getRowId={(task) => task.id}
              empty={null}
            />
          </section>
        ))}
      {list.data && rows.length > 0 && (
        <ListPager
          list={address}
          answer={list.data}
          pageSize={limit}
          onPageSizeChange={(size) => address.update({ limit: size })}
        />
      )}
    </article>
  );
}
