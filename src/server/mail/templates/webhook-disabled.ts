import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZWebhookDisabledData = z.object({ name: z.string(), url: z.string(), days: z.number() });
const ZWebhookPausedData = z.object({ name: z.string(), url: z.string(), timeouts: z.number() });

/** The two notices differ only in their messages and the count they name. */
function renderTurnedOff(
  kind: 'disabled' | 'paused',
  d: { name: string; url: string; count: number },
  { t, appName, appUrl, locale }: TemplateContext,
): RenderedMail {
  return renderLayout(
    {
      subject: t(`mail-webhooks.${kind}.subject`, { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t(`mail-webhooks.${kind}.intro`, { url: d.url, count: d.count }),
        t(`mail-webhooks.${kind}.kept`),
      ],
      action: { label: t(`mail-webhooks.${kind}.action`), url: `${appUrl}/settings/webhooks` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}

/**
 * To an endpoint's owner once the worker turned it off after days of failures (decision 0068):
 * nothing more is sent there until they fix the receiver and turn it on; nothing is lost.
 */
export function webhookDisabled(data: unknown, context: TemplateContext): RenderedMail {
  const d = ZWebhookDisabledData.parse(data);
  return renderTurnedOff('disabled', { name: d.name, url: d.url, count: d.days }, context);
}

/**
 * To an endpoint's owner once the worker paused it after deliveries in a row got no answer in
 * time (decision 0089): a receiver that hangs is told within minutes, not after days.
 */
export function webhookPaused(data: unknown, context: TemplateContext): RenderedMail {
  const d = ZWebhookPausedData.parse(data);
  return renderTurnedOff('paused', { name: d.name, url: d.url, count: d.timeouts }, context);
}
