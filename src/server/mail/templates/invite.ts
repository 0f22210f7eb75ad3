import { z } from 'zod';
import { ROLES } from '../../../shared/auth/permissions';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZInviteData = z.object({
  name: z.string(),
  role: z.enum(ROLES),
  token: z.string(),
  days: z.number(),
});

/** An invitation to an admin or a partner: /invite/:token, where they choose a password. */
export function invite(
  data: unknown,
  { t, locale, appName, appUrl, unseal }: TemplateContext,
): RenderedMail {
  const d = ZInviteData.parse(data);
  const token = encodeURIComponent(unseal(d.token));
  return renderLayout(
    {
      subject: t('mail-invite.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        d.role === 'admin'
          ? t('mail-invite.intro_admin', { app: appName })
          : t('mail-invite.intro_partner', { app: appName }),
        t('mail-invite.expiry', { count: d.days }),
        t('mail-invite.if_not'),
      ],
      action: { label: t('mail-invite.action'), url: `${appUrl}/invite/${token}` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
