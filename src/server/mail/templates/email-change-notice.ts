import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZEmailChangeNoticeData = z.object({ name: z.string(), newEmail: z.string() });

/** To the old address when a change is asked for: if it was not them, they act at once. */
export function emailChangeNotice(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZEmailChangeNoticeData.parse(data);
  return renderLayout(
    {
      subject: t('mail-account.email_change.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-account.email_change.intro', { app: appName, email: d.newEmail }),
        t('mail-account.email_change.if_not'),
      ],
      action: { label: t('mail-account.email_change.action'), url: `${appUrl}/password/reset` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
