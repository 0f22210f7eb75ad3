import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZJoinExistingAccountData = z.object({ name: z.string() });

/**
 * To the owner of an address someone used at /join: the page itself answered as for a new
 * sign-up, so that it does not reveal which addresses hold accounts (issue 14).
 */
export function joinExistingAccount(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZJoinExistingAccountData.parse(data);
  return renderLayout(
    {
      subject: t('mail.join_existing.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail.join_existing.intro', { app: appName }),
        t('mail.join_existing.if_you'),
        t('mail.join_existing.if_not'),
      ],
      action: { label: t('mail.join_existing.sign_in'), url: `${appUrl}/login` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
