import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZPasswordChangedData = z.object({ name: z.string() });

/** After a reset: if it was not them, they learn at once and know what to do. */
export function passwordChanged(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZPasswordChangedData.parse(data);
  return renderLayout(
    {
      subject: t('password-reset.changed_mail.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('password-reset.changed_mail.intro', { app: appName }),
        t('password-reset.changed_mail.if_not'),
      ],
      action: { label: t('password-reset.changed_mail.action'), url: `${appUrl}/password/reset` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
