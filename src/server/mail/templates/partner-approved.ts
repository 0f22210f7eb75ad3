import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZPartnerApprovedData = z.object({
  name: z.string(),
  company: z.string(),
  referral_code: z.string(),
});

/** To a partner an admin approved (issue 16): they can sign in, and here is their link. */
export function partnerApproved(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZPartnerApprovedData.parse(data);
  const link = `${appUrl}/apply/${encodeURIComponent(d.referral_code)}`;
  return renderLayout(
    {
      subject: t('mail-partner.approved.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-partner.approved.intro', { app: appName, company: d.company }),
        t('mail-partner.approved.link', { link }),
      ],
      action: { label: t('mail-partner.approved.sign_in'), url: `${appUrl}/login` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
