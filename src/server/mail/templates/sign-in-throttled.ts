import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZSignInThrottledData = z.object({ name: z.string(), minutes: z.number() });

/**
 * To an account's owner when wrong passwords from one address paused that address's sign-ins
 * (auth/sign-in-throttle.ts): their own devices still sign in; if it was not them, act.
 */
export function signInThrottled(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZSignInThrottledData.parse(data);
  return renderLayout(
    {
      subject: t('mail-security.sign_in_throttled.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-security.sign_in_throttled.intro', { app: appName, minutes: d.minutes }),
        t('mail-security.sign_in_throttled.still_you'),
        t('mail-security.sign_in_throttled.if_not'),
      ],
      action: {
        label: t('mail-security.sign_in_throttled.action'),
        url: `${appUrl}/password/reset`,
      },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
