import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZDocumentRejectedData = z.object({
  name: z.string(),
  reference: z.string(),
  file_name: z.string(),
  reason: z.string(),
  /** A fresh upload link, sealed, while the applicant's link was still valid; else null. */
  token: z.string().nullable(),
  days: z.number().nullable(),
});

/**
 * To the applicant: a file was rejected, with the reason written for them, and either a new
 * upload link or word that the firm will send one (docs/decisions/0055).
 */
export function documentRejected(
  data: unknown,
  { t, locale, appName, appUrl, unseal }: TemplateContext,
): RenderedMail {
  const d = ZDocumentRejectedData.parse(data);
  const token = d.token ? encodeURIComponent(unseal(d.token)) : null;
  return renderLayout(
    {
      subject: t('mail-notices.document_rejected.subject', { reference: d.reference }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-notices.document_rejected.intro', { file: d.file_name, reference: d.reference }),
        token && d.days !== null
          ? t('mail-deal-room.expiry', { count: d.days })
          : t('mail-notices.document_rejected.new_link_coming'),
      ],
      details: [
        [t('mail.fields.reference'), d.reference],
        [t('mail-notices.document_rejected.file'), d.file_name],
        [t('mail-notices.document_rejected.reason'), d.reason],
      ],
      ...(token
        ? { action: { label: t('mail-deal-room.upload.action'), url: `${appUrl}/upload/${token}` } }
        : {}),
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
