import { z } from 'zod';
import { CURRENCIES } from '../markets/markets';
import { requiredText } from '../validation/fields';
import { INTEREST_RATE_TYPES, REPAYMENT_FREQUENCIES, TERM_SHEET_STATUSES } from './deal-room';
import { ZGuestLinkContext } from './guest-links.contract';

const wholeDollars = (max: number) =>
  z
    .number({ message: 'validation.whole_number' })
    .int({ message: 'validation.whole_number' })
    .min(0, { message: 'validation.min_value' })
    .max(max, { message: 'validation.max_value' });
const longText = (max: number) => z.string().trim().max(max, { message: 'validation.too_long' });

/** A calendar day, YYYY-MM-DD. */
export const ZIsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalid_format' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    message: 'validation.invalid_format',
  });

/** What the admin writes and the guest accepts; money in whole dollars of the lead's currency. */
export const ZTermSheetFields = z.object({
  facility_amount: wholeDollars(100_000_000).min(1, { message: 'validation.min_value' }),
  interest_rate_type: z.enum(INTEREST_RATE_TYPES, { message: 'validation.invalid_choice' }),
  /** Percent per annum, up to two decimals (stored in basis points). */
  interest_rate: z
    .number({ message: 'validation.invalid_type' })
    .min(0, { message: 'validation.min_value' })
    .max(100, { message: 'validation.max_value' })
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, {
      message: 'deal-room-validation.rate_decimals',
    }),
  term_months: wholeDollars(360).min(1, { message: 'validation.min_value' }),
  repayment_amount: wholeDollars(100_000_000),
  repayment_frequency: z.enum(REPAYMENT_FREQUENCIES, { message: 'validation.invalid_choice' }),
  establishment_fee: wholeDollars(10_000_000),
  other_fees: longText(2_000),
  security: longText(4_000),
  conditions: longText(8_000),
  /** The last day the guest may accept it (the firm's calendar). */
  expires_on: ZIsoDay,
});
export type TTermSheetFields = z.infer<typeof ZTermSheetFields>;

export const ZSaveTermSheetRequest = ZTermSheetFields.extend({
  /** The version the admin edited; absent for a first draft. */
  version: z.number().int().min(1).optional(),
});
export const ZSendTermSheetRequest = z.object({ version: z.number().int().min(1) });

const ZTermSheet = ZTermSheetFields.extend({
  status: z.enum(TERM_SHEET_STATUSES),
  currency: z.enum(CURRENCIES),
  version: z.number().int(),
  sent_at: z.string().nullable(),
  viewed_at: z.string().nullable(),
  accepted_name: z.string().nullable(),
  accepted_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
});
export type TTermSheet = z.infer<typeof ZTermSheet>;

/** The lead screen's term sheet: the saved one, or null with the values a new one starts from. */
export const ZAdminTermSheetResponse = z.object({
  term_sheet: ZTermSheet.nullable(),
  defaults: ZTermSheetFields,
});
export const ZTermSheetSavedResponse = z.object({ message: z.string(), term_sheet: ZTermSheet });

/** The guest's view: the terms, and the hash of exactly this content, sent back on accepting. */
export const ZGuestTermSheetResponse = z.object({
  context: ZGuestLinkContext,
  term_sheet: ZTermSheet.extend({ content_hash: z.string().nullable() }),
});
export type TGuestTermSheet = z.infer<typeof ZGuestTermSheetResponse>;

export const ZAcceptTermSheetRequest = z.object({
  full_name: requiredText(200),
  agree: z.literal(true, { message: 'deal-room-validation.agree_required' }),
  content_hash: z.string().regex(/^[0-9a-f]{64}$/, { message: 'validation.invalid' }),
});
export const ZDeclineTermSheetRequest = z.object({ reason: requiredText(2_000) });
export const ZGuestDoneResponse = z.object({ message: z.string() });
