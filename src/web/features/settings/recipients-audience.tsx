import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTIFICATIONS_ENDPOINTS } from '../../../shared/notifications/notifications.endpoints';
import { callApi } from '../../lib/http/api';

/**
 * What the recipients list means today, said truthfully (docs/decisions/0055): an empty list
 * does not silence the e-mails, it sends them to every active admin; a list sends them only
 * there. An admin given a lead is told either way.
 */
export function RecipientsAudience({ listed, id }: { listed: number; id: string }) {
  const { t } = useTranslation();
  const audience = useQuery({
    queryKey: ['notification-audience'],
    queryFn: () => callApi(NOTIFICATIONS_ENDPOINTS.audience, {}),
  });
  const admins = audience.data?.active_admins;
  return (
    <div id={id} className="flex flex-col gap-1 text-sm text-slate-700 dark:text-slate-300">
      {listed > 0 ? (
        <p>{t('notifications.recipients.listed')}</p>
      ) : (
        admins !== undefined && (
          <p className="font-medium" data-testid="recipients-fallback">
            {t('notifications.recipients.fallback', { count: admins })}
          </p>
        )
      )}
      <p>{t('notifications.recipients.assignee')}</p>
    </div>
  );
}
