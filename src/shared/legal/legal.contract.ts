import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales';

/** The legal pages whose text admins write, per language (issue 30, decision 0053). */
export const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
/** The longest legal text an admin may save, in characters. */
const LEGAL_TEXT_MAX = 50_000;

export const ZLegalTextParamsSchema = z.object({ document: z.string().max(40) });

/** One saved version of a legal text: its number in its language, who saved it and when. */
export const ZLegalTextVersionSchema = z.object({
  id: z.string(),
  document: z.enum(LEGAL_DOCUMENTS),
  locale: z.enum(SUPPORTED_LOCALES),
  version: z.number().int(),
  saved_at: z.string(),
  saved_by: z.string().nullable(),
});
export type TLegalTextVersion = z.infer<typeof ZLegalTextVersionSchema>;

/**
 * What a guest reads at /privacy or /terms in their language: the version shown (null: the
 * default text, which the page writes in the reader's language) and its HTML, rendered from the
 * Markdown subset on the server ('' for the default).
 */
export const ZLegalTextResponseSchema = z.object({
  version: ZLegalTextVersionSchema.nullable(),
  html: z.string(),
});

export const ZLegalTextEditParamsSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS, { message: 'validation.invalid_choice' }),
  locale: z.enum(SUPPORTED_LOCALES, { message: 'validation.invalid_choice' }),
});

/**
 * The editor of one document in one language: the text guests of that language read now (the
 * default, written out in Markdown, until one is saved), which version that is, and every
 * version saved in that language, newest first.
 */
export const ZLegalTextEditResponseSchema = z.object({
  text: z.string(),
  showing: ZLegalTextVersionSchema.nullable(),
  versions: z.array(ZLegalTextVersionSchema),
});
export type TLegalTextEditResponse = z.infer<typeof ZLegalTextEditResponseSchema>;

/** A save: the whole text; an empty text brings the default back for that language. */
export const ZSaveLegalTextRequestSchema = z.strictObject({
  text: z
    .string({ message: 'validation.invalid_type' })
    .max(LEGAL_TEXT_MAX, { message: 'validation.too_long' }),
});
export const ZSaveLegalTextResponseSchema = z.object({
  message: z.string(),
  version: ZLegalTextVersionSchema,
});
