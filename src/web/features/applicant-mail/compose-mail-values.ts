import { z } from 'zod';
import {
  ZComposeApplicantMailSchema,
  type TComposeApplicantMail,
  type TMailTemplate,
} from '../../../shared/applicant-mail/applicant-mail.contract';
import { FALLBACK_LOCALE, normalizeLocale, type Locale } from '../../../shared/i18n/locales';

/** The compose form: the contract's fields, the template chosen as text ('' for a blank e-mail). */
export const ZComposeFormSchema = ZComposeApplicantMailSchema.extend({ template_id: z.string() });
export type ComposeFormValues = z.infer<typeof ZComposeFormSchema>;

/** A new e-mail starts blank, in the language the applicant applied in. */
export function initialCompose(leadLocale: string): ComposeFormValues {
  return {
    template_id: '',
    locale: normalizeLocale(leadLocale) ?? FALLBACK_LOCALE,
    subject: '',
    body: '',
  };
}

export function toRequest(values: ComposeFormValues): TComposeApplicantMail {
  return { ...values, template_id: values.template_id || null };
}

/** A template's texts in a language (English when that language were ever missing). */
export function templateText(template: TMailTemplate, locale: Locale) {
  return template.content[locale] ?? template.content.en ?? { subject: '', body: '' };
}

/**
 * The texts after the language changes: a template's texts left as they were come in the new
 * language; once the admin has edited them, they are theirs and stay (nothing typed is lost).
 */
export function textsForLanguage(
  values: ComposeFormValues,
  template: TMailTemplate | undefined,
  next: Locale,
): Pick<ComposeFormValues, 'subject' | 'body'> {
  if (!template) return { subject: values.subject, body: values.body };
  const before = templateText(template, values.locale);
  const untouched = before.subject === values.subject && before.body === values.body;
  return untouched ? templateText(template, next) : { subject: values.subject, body: values.body };
}
