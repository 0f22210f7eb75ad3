import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryState } from '../../../shared/webhooks/webhook-events';
import type { TWebhookDelivery } from '../../../shared/webhooks/webhooks.contract';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { QueryStatus } from '../../components/query-status';
import { useFormats } from '../../lib/preferences/use-formats';
import { useWebhookDeliveries } from './use-webhooks';
import { useWebhookEventLabel } from './webhook-event-label';

const TONE: Record<WebhookDeliveryState, BadgeTone> = {
  pending: 'info',
  sending: 'info',
  delivered: 'success',
  failed: 'danger',
};

/** The newest deliveries of one endpoint: what was sent, how the receiver answered, and when. */
export function DeliveryLog({
  endpoint,
  onRedeliver,
}: {
  endpoint: { id: string; url: string };
  onRedeliver: (deliveryId: string) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const eventLabel = useWebhookEventLabel();
  const deliveries = useWebhookDeliveries(endpoint.id);
  const columns = useMemo<DataColumn<TWebhookDelivery>[]>(
    () => [
      { id: 'event', header: t('webhooks.event'), cell: (row) => eventLabel(row.event_type) },
      {
        id: 'status',
        header: t('webhooks.status'),
        cell: (row) => (
          <Badge tone={TONE[row.status]}>{t(`webhooks.delivery_${row.status}`)}</Badge>
        ),
      },
      {
        id: 'http_status',
        header: t('webhooks.http_status'),
        className: 'tabular-nums',
        cell: (row) =>
          row.last_status ?? (
            <span className="block max-w-xs text-sm break-words">{row.last_error ?? '—'}</span>
          ),
      },
      {
        id: 'response_time',
        header: t('webhooks.response_time'),
        className: 'text-right tabular-nums',
        cell: (row) =>
          row.response_ms === null
            ? '—'
            : t('webhooks.response_ms', { ms: formats.number(row.response_ms) }),
      },
      {
        id: 'attempts',
        header: t('webhooks.attempts'),
        className: 'text-right tabular-nums',
        cell: (row) => row.attempts,
      },
      {
        id: 'created',
        header: t('webhooks.created'),
        cell: (row) => `${formats.date(row.created_at)} ${formats.date(row.created_at, 'time24')}`,
      },
      {
        id: 'redeliver',
        header: t('webhooks.redeliver'),
        cell: (row) => (
          <Button
            size="sm"
            variant="secondary"
            className="whitespace-nowrap"
            disabled={row.status === 'sending'}
            aria-label={`${t('webhooks.redeliver')}: ${eventLabel(row.event_type)} ${row.message_id}`}
            onClick={() => onRedeliver(row.id)}
          >
            {t('webhooks.redeliver')}
          </Button>
        ),
      },
    ],
    [t, formats, eventLabel, onRedeliver],
  );
  if (!deliveries.data)
    return <QueryStatus query={deliveries} failed={t('webhooks.load_failed')} />;
  return (
    <DataTable
      caption={t('webhooks.log_title', { url: endpoint.url })}
      columns={columns}
      data={deliveries.data.data}
      getRowId={(row) => row.id}
      empty={<EmptyState title={t('webhooks.log_empty')} />}
    />
  );
}
