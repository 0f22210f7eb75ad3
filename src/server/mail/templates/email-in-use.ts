import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZEmailInUseData = z.object({ name: z.string() });

/**
 * To the owner of an address another account asked to move to: the profile screen answered as
 * for a free address, so that it does not reveal which addresses hold accounts (issue 31).
 */
export function emailInUse(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZEmailInUseData.parse(data);
  return renderLayout(
    {
      subject: t('mail-security.email_in_use.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-security.email_in_use.intro', { app: appName }),
        t('mail-security.email_in_use.if_you'),
        t('mail-security.email_in_use.if_not'),
      ],
      action: { label: t('mail-security.email_in_use.action'), url: `${appUrl}/login` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
