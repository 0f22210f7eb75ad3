import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZTwoFactorResetData = z.object({ name: z.string() });

/** An admin reset the partner's second factor: they learn it, and how to set it up again. */
export function twoFactorReset(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZTwoFactorResetData.parse(data);
  return renderLayout(
    {
      subject: t('mail-two-factor.reset.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-two-factor.reset.intro', { app: appName }),
        t('mail-two-factor.reset.if_not'),
      ],
      action: { label: t('mail-two-factor.reset.action'), url: `${appUrl}/settings/two-factor` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
