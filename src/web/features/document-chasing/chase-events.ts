import type { TFunction } from 'i18next';

/** A document's labels by language, as the reminder event keeps them (decision 0077). */
const labelIn = (document: unknown, locale: string): string => {
  const { value, labels } = (document ?? {}) as { value?: unknown; labels?: unknown };
  const byLocale = (labels ?? {}) as Record<string, unknown>;
  const label = byLocale[locale] ?? byLocale.en ?? value;
  return typeof label === 'string' ? label : '—';
};

/**
 * The timeline's title of a document reminder (issue 34 item 3): "Reminder 2 of 3 sent: bank
 * statements and photo ID", the documents in the reader's language and its way of listing them
 * (和 in Chinese); and of a pause or resume.
 * Undefined for any other event.
 */
export function chaseEventTitle(
  type: string,
  data: Record<string, unknown>,
  t: TFunction,
  locale: string,
): string | undefined {
  if (type === 'document_reminder_sent') {
    const documents = Array.isArray(data.documents) ? data.documents : [];
    return t('document-chasing.event.sent', {
      number: data.number,
      max: data.max,
      documents: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        documents.map((document) => labelIn(document, locale)),
      ),
    });
  }
  if (type === 'document_chase_paused') return t('document-chasing.event.paused');
  if (type === 'document_chase_resumed') return t('document-chasing.event.resumed');
  return undefined;
}
