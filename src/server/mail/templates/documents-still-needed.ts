import { z } from 'zod';
import type { TemplateContext } from './context';
import { renderLayout, type RenderedMail } from './layout';

const ZDocumentsStillNeededData = z.object({
  name: z.string(),
  reference: z.string(),
  /** The outstanding documents, labelled in the applicant's language. */
  documents: z.array(z.string()),
  number: z.number().int(),
  max: z.number().int(),
  /** A sealed second link to the same upload page (decision 0077), erased once sent (0058). */
  token: z.string(),
  expires_at: z.string(),
  time_zone: z.string(),
});

/**
 * To the applicant, every few days while requested documents are outstanding (issue 34 item 3):
 * what is still needed, the link to send it and the last day that link works.
 */
export function documentsStillNeeded(
  data: unknown,
  { t, locale, appName, appUrl, unseal }: TemplateContext,
): RenderedMail {
  const d = ZDocumentsStillNeededData.parse(data);
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: d.time_zone });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return renderLayout(
    {
      subject: t('mail-document-chasing.subject', { reference: d.reference }),
      greeting: t('mail.greeting', { name: d.name }),
      paragraphs: [
        t('mail-document-chasing.intro', { reference: d.reference }),
        t('mail-document-chasing.expires', { date: expires.format(new Date(d.expires_at)) }),
        t('mail-document-chasing.already_sent'),
        t('mail-deal-room.private'),
      ],
      details: [
        [t('mail.fields.reference'), d.reference],
        [t('mail-document-chasing.still_needed'), list.format(d.documents)],
      ],
      action: {
        label: t('mail-deal-room.upload.action'),
        url: `${appUrl}/upload/${encodeURIComponent(unseal(d.token))}`,
      },
      signature: t('mail.signature', { app: appName }),
    },
    locale,
  );
}
