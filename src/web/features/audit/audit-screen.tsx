import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITY_TYPES, type TAuditEvent } from '../../../shared/audit/audit.contract';
import { AUDIT_ENDPOINTS } from '../../../shared/audit/audit.endpoints';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form/select-field';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { readPageSize, writePageSize } from '../../lib/lists/list-address';
import { ListPager } from '../../lib/lists/list-pager';
import { ListViewsMenu } from '../../lib/lists/views/list-views-menu';
import { useListParams, type ListCodec } from '../../lib/lists/use-list-params';
import { useFormats } from '../../lib/preferences/use-formats';
import { AuditChanges } from './audit-changes';
import { SETTING_FIELD_LABELS, useActionLabel } from './audit-format';

type EntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The audit list's address: the entity type and the page size (decision 0065). */
const AUDIT_CODEC: ListCodec<{ entityType: EntityType | undefined; limit: number }> = {
  read: (search) => ({
    entityType: AUDIT_ENTITY_TYPES.find((type) => type === search.get('type')),
    limit: readPageSize(search),
  }),
  write: ({ entityType, limit }) =>
    writePageSize(new URLSearchParams(entityType ? { type: entityType } : {}), limit),
};

/**
 * /settings/audit (issue 16): every admin change, newest first, by type, in keyset pages. A list
 * rather than a table: each change carries several fields before and after, which read better
 * stacked, on a phone too.
 */
export function AuditScreen() {
  const { t } = useTranslation();
  const formats = useFormats();
  const actionLabel = useActionLabel();
  const address = useListParams(AUDIT_CODEC);
  const { entityType, limit } = address.params;
  const cursor = address.page.cursor;
  const list = useQuery({
    queryKey: ['audit', address.filtersKey, cursor],
    queryFn: () =>
      callApi(AUDIT_ENDPOINTS.list, { query: { entity_type: entityType, limit, cursor } }),
    placeholderData: keepPreviousData,
  });

  const subject = (event: TAuditEvent) => {
    const setting = event.entity_type === 'setting' && SETTING_FIELD_LABELS[event.entity_id];
    return setting ? t(setting) : t(`audit.entities.${event.entity_type as EntityType}`);
  };

  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('audit.log_title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('audit.log_intro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('audit.entity_filter')}
          value={entityType ?? ''}
          onChange={(event) =>
            address.update({
              entityType: AUDIT_ENTITY_TYPES.find((type) => type === event.target.value),
            })
          }
          options={[
            { value: '', label: t('audit.entity_all') },
            ...AUDIT_ENTITY_TYPES.map((type) => ({
              value: type,
              label: t(`audit.entities.${type}`),
            })),
          ]}
        />
        <ListViewsMenu list="audit" codec={AUDIT_CODEC} />
      </div>
      <QueryStatus query={list} failed={t('errors.unavailable')} />
      {list.data && (
        <>
          {list.data.data.length === 0 ? (
            <EmptyState
              title={entityType ? t('audit.empty_filtered') : t('audit.empty')}
              body={entityType ? undefined : t('audit.empty_body')}
            />
          ) : (
            <ol aria-label={t('audit.log_title')} className="flex flex-col gap-3">
              {list.data.data.map((event) => (
                <li
                  key={event.id}
                  className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] dark:border-slate-700 dark:bg-slate-800"
                >
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold">{actionLabel(event.action)}</span>
                    <span>{subject(event)}</span>
                    <span className="text-sm text-slate-600 dark:text-slate-300">
                      {event.actor?.name ?? t('audit.system')} ·{' '}
                      <time dateTime={event.created_at}>
                        {formats.date(event.created_at)} {formats.date(event.created_at, 'time24')}
                      </time>
                    </span>
                  </div>
                  <AuditChanges event={event} />
                </li>
              ))}
            </ol>
          )}
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
