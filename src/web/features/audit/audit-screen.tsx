import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITY_TYPES, type TAuditEvent } from '../../../shared/audit/audit.contract';
import { AUDIT_ENDPOINTS } from '../../../shared/audit/audit.endpoints';
import { CursorPager } from '../../components/cursor-pager';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form/select-field';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/api';
import { useFormats } from '../../lib/use-formats';
import { AuditChanges } from './audit-changes';
import { SETTING_FIELD_LABELS, useActionLabel } from './audit-format';

type EntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** /settings/audit (issue 16): every admin change, newest first, by type, in keyset pages. */
export function AuditScreen() {
  const { t } = useTranslation();
  const formats = useFormats();
  const actionLabel = useActionLabel();
  const [entityType, setEntityType] = useState<EntityType | undefined>();
  const [stack, setStack] = useState<string[]>([]);
  const [pageSize, setPageSize] = useState(25);
  const list = useQuery({
    queryKey: ['audit', entityType, pageSize, stack.at(-1)],
    queryFn: () =>
      callApi(AUDIT_ENDPOINTS.list, {
        query: { entity_type: entityType, limit: pageSize, cursor: stack.at(-1) },
      }),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<DataColumn<TAuditEvent>[]>(() => {
    const subject = (event: TAuditEvent) => {
      const setting = event.entity_type === 'setting' && SETTING_FIELD_LABELS[event.entity_id];
      return setting ? t(setting) : t(`audit.entities.${event.entity_type as EntityType}`);
    };
    return [
      {
        id: 'when',
        header: t('audit.when'),
        className: 'whitespace-nowrap',
        cell: (event) => (
          <time dateTime={event.created_at}>
            {formats.date(event.created_at)}
            <br />
            <span className="text-sm text-slate-600 dark:text-slate-300">
              {formats.date(event.created_at, 'time24')}
            </span>
          </time>
        ),
      },
      {
        id: 'who',
        header: t('audit.who'),
        cell: (event) => event.actor?.name ?? t('audit.system'),
      },
      {
        id: 'what',
        header: t('audit.what'),
        cell: (event) => (
          <div className="flex flex-col">
            <span className="font-medium">{actionLabel(event.action)}</span>
            <span className="text-sm text-slate-600 dark:text-slate-300">{subject(event)}</span>
          </div>
        ),
      },
      {
        id: 'changes',
        header: t('audit.changes'),
        cell: (event) => <AuditChanges event={event} />,
      },
    ];
  }, [t, formats, actionLabel]);

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
          onChange={(event) => {
            setEntityType(AUDIT_ENTITY_TYPES.find((type) => type === event.target.value));
            setStack([]);
          }}
          options={[
            { value: '', label: t('audit.entity_all') },
            ...AUDIT_ENTITY_TYPES.map((type) => ({
              value: type,
              label: t(`audit.entities.${type}`),
            })),
          ]}
        />
      </div>
      <QueryStatus query={list} failed={t('errors.unavailable')} />
      {list.data && (
        <>
          <DataTable
            caption={t('audit.log_title')}
            columns={columns}
            data={list.data.data}
            getRowId={(row) => row.id}
            empty={
              <EmptyState
                title={entityType ? t('audit.empty_filtered') : t('audit.empty')}
                body={entityType ? undefined : t('audit.empty_body')}
              />
            }
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
