import { z } from 'zod';
import { GUEST_LINK_PURPOSES } from '../../../shared/deal-room/deal-room';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZGuestLinkData = z.object({
  name: z.string(),
  reference: z.string(),
  purpose: z.enum(GUEST_LINK_PURPOSES),
  token: z.string(),
  days: z.number(),
});

/** The applicant's secure link: /term-sheet/:id, /upload/:id or /full-application/:id. */
export function guestLink(
  data: unknown,
  { t, locale, appName, appUrl, unseal }: TemplateContext,
): RenderedMail {
  const d = ZGuestLinkData.parse(data);
  const token = encodeURIComponent(unseal(d.token));
  const purpose = d.purpose.replace('-', '_') as 'term_sheet' | 'upload' | 'full_application';
  return renderLayout(
    {
      subject: t(`mail-deal-room.${purpose}.subject`, { app: appName, reference: d.reference }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t(`mail-deal-room.${purpose}.intro`, { app: appName, reference: d.reference }),
        t('mail-deal-room.expiry', { count: d.days }),
        t('mail-deal-room.private'),
      ],
      action: {
        label: t(`mail-deal-room.${purpose}.action`),
        url: `${appUrl}/${d.purpose}/${token}`,
      },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
