import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZVerifyEmailData = z.object({
  name: z.string(),
  id: z.string(),
  expires: z.number(),
  signature: z.string(),
  reason: z.enum(['join', 'resend']),
});

/**
 * The verification link /email/verify/:id?expires=…&signature=… (spec §2). A partner who just
 * joined also reads that their sign-up waits for approval once the address is confirmed.
 */
export function verifyEmail(
  data: unknown,
  { t, locale, appName, appUrl, unseal }: TemplateContext,
): RenderedMail {
  const d = ZVerifyEmailData.parse(data);
  const query = new URLSearchParams({ expires: String(d.expires), signature: unseal(d.signature) });
  const intro =
    d.reason === 'join'
      ? t('email-verification.mail.intro_join', { app: appName })
      : t('email-verification.mail.intro', { app: appName });
  return renderLayout(
    {
      subject: t('email-verification.mail.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        intro,
        t('email-verification.mail.expiry', { count: 24 }),
        t('email-verification.mail.if_not'),
      ],
      action: {
        label: t('email-verification.mail.action'),
        url: `${appUrl}/email/verify/${encodeURIComponent(d.id)}?${query.toString()}`,
      },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
