import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales';

/** A recorded agreement: the exact text agreed, its language and date, and any withdrawal. */
const ZSelfBillingAgreementSchema = z.object({
  id: z.string(),
  language: z.string(),
  text: z.string(),
  agreed_at: z.iso.datetime({ offset: true }),
  withdrawn_at: z.iso.datetime({ offset: true }).nullable(),
});

/**
 * GET /api/settings/self-billing: the partner's latest agreement (in force when not withdrawn)
 * and the text they would agree to now, in their language.
 */
export const ZSelfBillingResponseSchema = z.object({
  agreement: ZSelfBillingAgreementSchema.nullable(),
  language: z.enum(SUPPORTED_LOCALES),
  text: z.string(),
});

/**
 * POST /api/settings/self-billing: the text the partner read is sent back, so the record is the
 * text shown; a text that no longer matches (details changed meanwhile) is refused.
 */
export const ZAgreeSelfBillingRequestSchema = z.object({
  language: z.enum(SUPPORTED_LOCALES, { message: 'validation.invalid_choice' }),
  text: z.string().min(1, { message: 'validation.required' }).max(20_000),
});
