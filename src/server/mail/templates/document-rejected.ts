import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZDocumentRejectedData = z.object({
  name: z.string(),
  reference: z.string(),
  file_name: z.string(),
  reason: z.string(),
  /** A sealed upload link while the applicant's is valid; null once it has ended. */
  token: z.string().nullable(),
  link: z.object({ expires_at: z.string(), time_zone: z.string() }).nullable(),
});

/**
 * To the applicant: a file was rejected, with the reason written for them, and either a link
 * to send the new one (until their upload link ends) or word that the firm will send a new
 * link (docs/decisions/0055).
 */
export function documentRejected(
  data: unknown,
  { t, locale, appName, appUrl, unseal }: TemplateContext,
): RenderedMail {
  const d = ZDocumentRejectedData.parse(data);
  const day = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso));
  const link = d.token && d.link ? { ...d.link, token: unseal(d.token) } : null;
  return renderLayout(
    {
      subject: t('mail-notices.document_rejected.subject', { reference: d.reference }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-notices.document_rejected.intro', { file: d.file_name, reference: d.reference }),
        link
          ? t('mail-notices.document_rejected.send_through_link', {
              expires: day(link.expires_at, link.time_zone),
            })
          : t('mail-notices.document_rejected.new_link_coming'),
      ],
      ...(link
        ? {
            action: {
              label: t('mail-deal-room.upload.action'),
              url: `${appUrl}/upload/${encodeURIComponent(link.token)}`,
            },
          }
        : {}),
      details: [
        [t('mail.fields.reference'), d.reference],
        [t('mail-notices.document_rejected.file'), d.file_name],
        [t('mail-notices.document_rejected.reason'), d.reason],
      ],
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
