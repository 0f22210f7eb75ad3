import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWebhookEndpoint } from '../../../shared/webhooks/webhooks.contract';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { showAlert } from '../../lib/feedback/alerts';
import { useFormats } from '../../lib/preferences/use-formats';
import { DeliveryLog } from './delivery-log';
import type { useWebhookActions } from './use-webhooks';
import { useWebhookEventLabel } from './webhook-event-label';

type Actions = ReturnType<typeof useWebhookActions>;

/** One endpoint: where, what, its state, and what its owner can do with it. */
export function WebhookEndpointCard({
  endpoint,
  actions,
}: {
  endpoint: TWebhookEndpoint;
  actions: Actions;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const eventLabel = useWebhookEventLabel();
  const [showLog, setShowLog] = useState(false);
  const when = (iso: string) => `${formats.date(iso)} ${formats.date(iso, 'time24')}`;
  const state = endpoint.enabled ? 'active' : (endpoint.disabled_reason ?? 'owner');
  const logId = `webhook-log-${endpoint.id}`;
  const remove = async () => {
    const ok = await showAlert({
      tone: 'warning',
      title: t('webhooks.delete'),
      text: t('webhooks.delete_confirm'),
      confirmLabel: t('webhooks.delete'),
      cancelLabel: t('dialog.cancel'),
    });
    if (ok) actions.remove.mutate(endpoint.id);
  };
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-mono text-sm break-all">{endpoint.url}</span>
        <Badge tone={state === 'active' ? 'success' : state === 'owner' ? 'neutral' : 'danger'}>
          {t(`webhooks.state_${state}`)}
        </Badge>
      </div>
      <ul className="flex flex-wrap gap-1" aria-label={t('webhooks.events')}>
        {endpoint.events.map((event) => (
          <li key={event}>
            <Badge tone="info">{eventLabel(event)}</Badge>
          </li>
        ))}
      </ul>
      {endpoint.failing_since && (
        <p className="text-sm text-red-800 dark:text-red-200">
          {t('webhooks.failing_since', { when: when(endpoint.failing_since) })}
        </p>
      )}
      {endpoint.previous_secret_expires_at && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('webhooks.overlap_until', { when: when(endpoint.previous_secret_expires_at) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showLog}
          aria-controls={logId}
          onClick={() => setShowLog((shown) => !shown)}
        >
          {showLog ? t('webhooks.log_hide') : t('webhooks.log_show')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => actions.rotate.mutate(endpoint.id)}>
          {t('webhooks.rotate')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => actions.setEnabled.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
        >
          {endpoint.enabled ? t('webhooks.turn_off') : t('webhooks.turn_on')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => void remove()}>
          {t('webhooks.delete')}
        </Button>
      </div>
      <div id={logId} hidden={!showLog}>
        {showLog && (
          <DeliveryLog
            endpoint={endpoint}
            onRedeliver={(deliveryId) => actions.redeliver.mutate({ id: endpoint.id, deliveryId })}
          />
        )}
      </div>
    </li>
  );
}
