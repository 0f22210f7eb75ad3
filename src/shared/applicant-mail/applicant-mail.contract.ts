import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { OUTBOX_STATES } from '../mail/outbox-states';
import { requiredText } from '../validation/fields';

/** Longest subject and body an admin may write: a subject fits a mail client's line. */
const SUBJECT_MAX = 200;
const BODY_MAX = 20_000;

const ZLocale = z.enum(SUPPORTED_LOCALES, { message: 'validation.invalid_choice' });

const ZMessageText = z.object({
  subject: requiredText(SUBJECT_MAX),
  body: requiredText(BODY_MAX),
});

/** A subject and body in each of the five languages: every language is required. */
const ZTemplateContent = z.object(
  Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, ZMessageText])) as Record<
    (typeof SUPPORTED_LOCALES)[number],
    typeof ZMessageText
  >,
);

export const ZMailTemplateRequestSchema = z.object({
  name: requiredText(100),
  content: ZTemplateContent,
});
export type TMailTemplateRequest = z.infer<typeof ZMailTemplateRequestSchema>;

/** An edit: the name and texts, and archiving (or bringing back) a template. */
export const ZUpdateMailTemplateRequestSchema = ZMailTemplateRequestSchema.partial().extend({
  archived: z.boolean().optional(),
});

const ZMailTemplate = z.object({
  id: z.string(),
  name: z.string(),
  content: z.record(z.string(), z.object({ subject: z.string(), body: z.string() })),
  archived: z.boolean(),
  updated_at: z.string(),
});
export type TMailTemplate = z.infer<typeof ZMailTemplate>;

export const ZMailTemplatesQuerySchema = z.object({
  /** The archived templates instead of those in use. */
  archived: z.enum(['true', 'false']).optional(),
});
export const ZMailTemplatesResponseSchema = z.object({ data: z.array(ZMailTemplate) });
export const ZMailTemplateParamsSchema = z.object({ id: z.uuid({ message: 'errors.not_found' }) });
export const ZMailTemplateChangedSchema = z.object({ message: z.string(), id: z.string() });

/** What an admin composes: the language, subject and body, and the template it started from. */
export const ZComposeApplicantMailSchema = ZMessageText.extend({
  locale: ZLocale,
  template_id: z.uuid({ message: 'validation.invalid_choice' }).nullable().optional(),
});
export type TComposeApplicantMail = z.infer<typeof ZComposeApplicantMailSchema>;

/** The e-mail exactly as the applicant will receive it: the worker's own rendering. */
export const ZApplicantMailPreviewSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});

export const ZApplicantMailSentSchema = z.object({
  message: z.string(),
  email_id: z.string(),
  status: z.enum(OUTBOX_STATES),
});
