import type { TFunction } from 'i18next';
import type { MessageKey } from '../i18n/message-key';
import type { LegalDocument } from './legal.contract';

export interface LegalSection {
  title: MessageKey;
  body: MessageKey;
}

/** The default text of each legal page, in every language: what guests read until one is saved. */
export const DEFAULT_LEGAL_TEXTS: Record<
  LegalDocument,
  { title: MessageKey; intro: MessageKey; sections: readonly LegalSection[]; contact: LegalSection }
> = {
  privacy: {
    title: 'legal.privacy.title',
    intro: 'legal.privacy.intro',
    sections: [
      { title: 'legal.privacy.collect_title', body: 'legal.privacy.collect_body' },
      { title: 'legal.privacy.use_title', body: 'legal.privacy.use_body' },
      { title: 'legal.privacy.share_title', body: 'legal.privacy.share_body' },
      { title: 'legal.privacy.keep_title', body: 'legal.privacy.keep_body' },
      { title: 'legal.privacy.rights_title', body: 'legal.privacy.rights_body' },
    ],
    contact: { title: 'legal.privacy.contact_title', body: 'legal.privacy.contact_body' },
  },
  terms: {
    title: 'legal.terms.title',
    intro: 'legal.terms.intro',
    sections: [
      { title: 'legal.terms.service_title', body: 'legal.terms.service_body' },
      { title: 'legal.terms.accuracy_title', body: 'legal.terms.accuracy_body' },
      { title: 'legal.terms.partners_title', body: 'legal.terms.partners_body' },
      { title: 'legal.terms.liability_title', body: 'legal.terms.liability_body' },
    ],
    contact: { title: 'legal.terms.contact_title', body: 'legal.terms.contact_body' },
  },
};

/** Markdown's own characters in a sentence, escaped so that the default reads as written. */
const escapeMarkdown = (text: string) => text.replace(/([\\`*_[\]#<>])/g, (match) => `\\${match}`);

/**
 * The default text written out in Markdown (a `#` section per default section), so that an
 * admin's editor starts from what guests read rather than from an empty box.
 */
export function defaultLegalMarkdown(document: LegalDocument, t: TFunction, firm: string): string {
  const text = DEFAULT_LEGAL_TEXTS[document];
  return [
    escapeMarkdown(t(text.intro, { firm })),
    ...text.sections.map(
      (section) =>
        `# ${escapeMarkdown(t(section.title))}\n\n${escapeMarkdown(t(section.body, { firm }))}`,
    ),
  ].join('\n\n');
}
