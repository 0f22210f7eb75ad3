import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../shared/auth/permissions';
import { EmptyState } from '../../components/empty-state';
import { QueryStatus } from '../../components/query-status';
import { useSession } from '../../lib/session/session';
import { AddWebhookForm } from './add-webhook-form';
import { SecretNotice } from './secret-notice';
import { useWebhookActions, useWebhookEndpoints } from './use-webhooks';
import { WebhookEndpointCard } from './webhook-endpoint-card';

/**
 * /settings/webhooks (issue 33, item 3): an admin's firm-wide endpoints or a partner's own;
 * add one, see its secret once, and follow, redeliver, rotate, turn off or delete.
 */
export function WebhooksScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [secret, setSecret] = useState<string | null>(null);
  const endpoints = useWebhookEndpoints();
  const actions = useWebhookActions(setSecret);
  return (
    <article className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('webhooks.title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('webhooks.intro')}</p>
        {hasRole(user, 'partner') && (
          <p className="text-slate-700 dark:text-slate-300">{t('webhooks.intro_partner')}</p>
        )}
      </div>
      {secret && <SecretNotice secret={secret} onDone={() => setSecret(null)} />}
      <AddWebhookForm onSecret={setSecret} />
      <section aria-labelledby="webhook-list-title" className="flex flex-col gap-3">
        <h2 id="webhook-list-title" className="text-lg font-semibold">
          {t('webhooks.list_title')}
        </h2>
        {!endpoints.data ? (
          <QueryStatus query={endpoints} failed={t('webhooks.load_failed')} />
        ) : endpoints.data.data.length === 0 ? (
          <EmptyState title={t('webhooks.empty')} />
        ) : (
          <ul className="flex flex-col gap-3">
            {endpoints.data.data.map((endpoint) => (
              <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} actions={actions} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
