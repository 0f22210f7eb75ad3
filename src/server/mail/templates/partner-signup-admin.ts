import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZPartnerSignupAdminData = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  company: z.string(),
  market: z.string(),
  business_number: z.string(),
});

/** To the admins: a partner signed up at /join and waits for approval. */
export function partnerSignupAdmin(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZPartnerSignupAdminData.parse(data);
  return renderLayout(
    {
      subject: t('mail.partner_signup.subject', { company: d.company }),
      greeting: t('mail.greeting_team'),
      paragraphs: [t('mail.partner_signup.intro', { name: d.name, company: d.company })],
      details: [
        [t('mail.fields.applicant'), d.name],
        [t('mail.fields.email'), d.email],
        [t('mail.fields.mobile'), d.mobile],
        [t('mail.fields.business'), d.company],
        [t('mail.fields.market'), d.market],
        [t('mail.fields.business_number'), d.business_number],
      ],
      action: { label: t('mail.partner_signup.open'), url: `${appUrl}/partners` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
