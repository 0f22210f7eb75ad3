import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZDocumentRejectedData = z.object({
  name: z.string(),
  reference: z.string(),
  file_name: z.string(),
  reason: z.string(),
  /** The applicant's upload link while it is valid (its token is never stored); else null. */
  link: z.object({ sent_at: z.string(), expires_at: z.string(), time_zone: z.string() }).nullable(),
});

/**
 * To the applicant: a file was rejected, with the reason written for them, and either where to
 * send the new one (the link they hold, until when) or word that the firm will send a new link
 * (docs/decisions/0055).
 */
export function documentRejected(
  data: unknown,
  { t, locale, appName }: TemplateContext,
): RenderedMail {
  const d = ZDocumentRejectedData.parse(data);
  const day = (iso: string, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso));
  return renderLayout(
    {
      subject: t('mail-notices.document_rejected.subject', { reference: d.reference }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-notices.document_rejected.intro', { file: d.file_name, reference: d.reference }),
        d.link
          ? t('mail-notices.document_rejected.use_your_link', {
              sent: day(d.link.sent_at, d.link.time_zone),
              expires: day(d.link.expires_at, d.link.time_zone),
            })
          : t('mail-notices.document_rejected.new_link_coming'),
      ],
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
