import { useTranslation } from 'react-i18next';
import { dynamicKey } from '../../../shared/i18n/message-key';
import type { WebhookEvent } from '../../../shared/webhooks/webhook-events';

/** `lead.stage_changed` → "Stage changed", in the reader's language. */
export function useWebhookEventLabel() {
  const { t } = useTranslation();
  return (event: WebhookEvent) => t(dynamicKey(`webhooks.event_names.${event.replace('.', '_')}`));
}
