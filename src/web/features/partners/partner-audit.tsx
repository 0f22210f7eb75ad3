import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAuditEvent } from '../../../shared/audit/audit.contract';
import { dynamicKey } from '../../../shared/i18n/message-key';
import { PARTNERS_ADMIN_ENDPOINTS } from '../../../shared/partners/partners-admin.endpoints';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/api';
import { useFormats } from '../../lib/use-formats';

/** "Approved", "Details edited"...; an action this screen does not know yet is named as is. */
function useActionLabel() {
  const { t, i18n } = useTranslation();
  return (action: string) => {
    const key = `audit.actions.${action}`;
    return i18n.exists(key) ? t(dynamicKey(key)) : t('audit.other_action', { action });
  };
}

/** The fields a change touched, with their values before and after. */
function changes(event: TAuditEvent) {
  const before = event.before ?? {};
  const after = event.after ?? {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

const show = (value: unknown) => (value === undefined || value === null ? '—' : String(value));

/** A partner's audit rows, newest first. */
export function PartnerAudit({ id }: { id: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const label = useActionLabel();
  const query = useQuery({
    queryKey: ['partner-audit', id],
    queryFn: () => callApi(PARTNERS_ADMIN_ENDPOINTS.audit, { params: { id } }),
  });
  return (
    <Card title={t('audit.title')}>
      <QueryStatus query={query} failed={t('partners-admin.load_failed')} />
      {query.data?.data.length === 0 && <p>{t('audit.empty')}</p>}
      <ol className="flex flex-col gap-3">
        {query.data?.data.map((event) => (
          <li key={event.id} className="border-l-2 border-slate-300 pl-3 dark:border-slate-600">
            <p>
              <span className="font-medium">
                {t('audit.by', {
                  action: label(event.action),
                  name: event.actor?.name ?? t('audit.system'),
                })}
              </span>{' '}
              <time
                dateTime={event.created_at}
                className="text-sm text-slate-600 dark:text-slate-300"
              >
                {formats.date(event.created_at, 'long')}
              </time>
            </p>
            <ul className="text-sm">
              {changes(event).map((change) => (
                <li key={change.field}>
                  <span className="font-mono">{change.field}</span>: {show(change.before)} →{' '}
                  {show(change.after)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Card>
  );
}
