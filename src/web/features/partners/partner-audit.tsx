import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PARTNERS_ADMIN_ENDPOINTS } from '../../../shared/partners/partners-admin.endpoints';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { useFormats } from '../../lib/preferences/use-formats';
import { AuditChanges } from '../audit/audit-changes';
import { useActionLabel } from '../audit/audit-format';

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
            <AuditChanges event={event} />
          </li>
        ))}
      </ol>
    </Card>
  );
}
