import type { TMailTemplateRequest } from '../../shared/applicant-mail/applicant-mail.contract';

/** A template's texts by the field the form names them (`content.fr.body`): where faults land. */
export function templateTexts(content: TMailTemplateRequest['content']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(content).flatMap(([locale, text]) => [
      [`content.${locale}.subject`, text.subject],
      [`content.${locale}.body`, text.body],
    ]),
  );
}
