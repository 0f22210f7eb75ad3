import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZWebhookDisabledData = z.object({ name: z.string(), url: z.string(), days: z.number() });

/**
 * To an endpoint's owner once the worker turned it off after days of failures (decision 0068):
 * nothing more is sent there until they fix the receiver and turn it on; nothing is lost.
 */
export function webhookDisabled(
  data: unknown,
  { t, appName, appUrl, locale }: TemplateContext,
): RenderedMail {
  const d = ZWebhookDisabledData.parse(data);
  return renderLayout(
    {
      subject: t('mail-webhooks.disabled.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-webhooks.disabled.intro', { url: d.url, count: d.days }),
        t('mail-webhooks.disabled.kept'),
      ],
      action: { label: t('mail-webhooks.disabled.action'), url: `${appUrl}/settings/webhooks` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
