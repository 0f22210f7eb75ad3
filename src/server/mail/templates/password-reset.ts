import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZPasswordResetData = z.object({ name: z.string(), token: z.string(), minutes: z.number() });

/** The link of "Forgot your password?": /password/reset/:token (spec §2), valid `minutes`. */
export function passwordReset(
  data: unknown,
  { t, locale, appName, appUrl, unseal }: TemplateContext,
): RenderedMail {
  const d = ZPasswordResetData.parse(data);
  const token = encodeURIComponent(unseal(d.token));
  return renderLayout(
    {
      subject: t('password-reset.mail.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('password-reset.mail.intro', { app: appName }),
        t('password-reset.mail.expiry', { count: d.minutes }),
        t('password-reset.mail.if_not'),
      ],
      action: { label: t('password-reset.mail.action'), url: `${appUrl}/password/reset/${token}` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
