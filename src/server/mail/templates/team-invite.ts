import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZTeamInviteData = z.object({
  name: z.string(),
  token: z.string(),
  days: z.number(),
  company: z.string(),
  inviter: z.string(),
});

/**
 * A partner firm's owner invites a colleague (issue 34): the admin invitation's link and terms
 * (/invite/:token, one use, INVITE_DAYS), naming the firm and who invited them.
 */
export function teamInvite(
  data: unknown,
  { t, locale, appName, appUrl, unseal }: TemplateContext,
): RenderedMail {
  const d = ZTeamInviteData.parse(data);
  const token = encodeURIComponent(unseal(d.token));
  return renderLayout(
    {
      subject: t('mail-team.subject', { company: d.company, app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-team.intro', { inviter: d.inviter, company: d.company, app: appName }),
        t('mail-invite.expiry', { count: d.days }),
        t('mail-invite.if_not'),
      ],
      action: { label: t('mail-invite.action'), url: `${appUrl}/invite/${token}` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
