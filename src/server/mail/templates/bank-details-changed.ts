import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZBankDetailsChangedData = z.object({
  name: z.string(),
  masked: z.string(),
  holdDays: z.number().int(),
});

/**
 * To the partner's address on file whenever the account their commissions go to is entered or
 * changed (decision 0070): a fraudster who changed it cannot keep the partner from learning it.
 * Only the masked account is named.
 */
export function bankDetailsChanged(
  data: unknown,
  { t, locale, appName, appUrl }: TemplateContext,
): RenderedMail {
  const d = ZBankDetailsChangedData.parse(data);
  return renderLayout(
    {
      subject: t('mail-payment-details.changed.subject', { app: appName }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-payment-details.changed.intro', { app: appName, account: d.masked }),
        d.holdDays > 0
          ? t('mail-payment-details.changed.hold', { count: d.holdDays })
          : t('mail-payment-details.changed.no_hold'),
        t('mail-payment-details.changed.if_not', { app: appName }),
      ],
      action: { label: t('mail-payment-details.changed.action'), url: `${appUrl}/password/reset` },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
