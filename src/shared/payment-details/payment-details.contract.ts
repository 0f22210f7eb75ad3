import { z } from 'zod';
import { businessNumberFault } from '../leads/lead-market-rules';
import { compactBusinessNumber } from '../leads/business-number';
import { MARKETS } from '../markets/markets';
import { bankPayeeName } from '../payouts/bank-payee-name';
import { requiredText } from '../validation/fields';
import { auBankAccountFaults, nzBankAccountFaults } from './bank-account';
import { isValidNzGstNumber } from './nz-gst-number';

/** Digits as typed, with the spaces and hyphens people put in account numbers taken out. */
const digits = (max: number) =>
  z
    .string()
    .max(max, { message: 'validation.too_long' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .default('');

/**
 * PUT /api/settings/payment-details: the partner's payment details, in one flat form so that a
 * 422 lands on the field at fault. The bank fields are read only when `change_bank` is set (the
 * first save sets it): the stored account is never sent back, so it is re-entered to change it.
 * `current_password` (and `code` where a second factor is enrolled) prove it is the partner.
 */
export const ZPaymentDetailsRequestSchema = z
  .object({
    market: z.enum(MARKETS, { message: 'validation.invalid_choice' }),
    legal_name: requiredText(200),
    business_number: z.string().trim().max(20, { message: 'validation.too_long' }),
    gst_registered: z.boolean({ message: 'validation.invalid_choice' }),
    gst_number: digits(20),
    // A bank file carries at most 32 characters of the account's name (ABA account title).
    account_name: requiredText(32),
    change_bank: z.boolean({ message: 'validation.invalid_choice' }),
    bsb: digits(20),
    account_number: digits(20),
    bank: digits(10),
    branch: digits(10),
    account: digits(20),
    suffix: digits(10),
    current_password: z.string().max(200, { message: 'validation.too_long' }).default(''),
    code: z.string().trim().max(40, { message: 'validation.too_long' }).default(''),
  })
  .superRefine((value, ctx) => {
    const fault = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const number = compactBusinessNumber(value.business_number);
    if (!number) fault('business_number', 'validation.required');
    else {
      const message = businessNumberFault(value.market, number);
      if (message) fault('business_number', message);
    }
    // In NZ the GST number is the IRD number; in AU the ABN is the GST identity.
    if (value.market === 'NZ' && value.gst_registered) {
      if (!value.gst_number) fault('gst_number', 'validation.required');
      else if (!isValidNzGstNumber(value.gst_number))
        fault('gst_number', 'payment-details-validation.gst_number');
    }
    // A New Zealand bank file carries Latin letters only: a name it would drop (a Chinese one)
    // is asked for as the bank holds it, not found empty in the payout file (decision 0094).
    if (value.market === 'NZ' && bankPayeeName(value.account_name).dropped.length > 0)
      fault('account_name', 'payment-details-validation.account_name_latin');
    if (!value.change_bank) return;
    const faults =
      value.market === 'AU'
        ? auBankAccountFaults(value.bsb, value.account_number)
        : nzBankAccountFaults(value);
    for (const [path, message] of Object.entries(faults)) fault(path, message);
  });
export type TPaymentDetailsRequest = z.input<typeof ZPaymentDetailsRequestSchema>;

/** The details as every screen sees them: the account only masked. */
const ZPaymentDetailsSchema = z.object({
  market: z.enum(MARKETS),
  legal_name: z.string(),
  business_number: z.string(),
  gst_registered: z.boolean(),
  gst_number: z.string().nullable(),
  account_name: z.string(),
  bank_account_masked: z.string(),
  bank_changed_at: z.iso.datetime({ offset: true }),
  /** Until then the next payout to this account waits, unless an admin confirms it first. */
  payout_hold_until: z.iso.datetime({ offset: true }).nullable(),
  confirmed_at: z.iso.datetime({ offset: true }).nullable(),
  /** The contract's rule (issue 35): confirmed since the last change, or the hold is over. */
  ready_for_payout: z.boolean(),
});
export type TPaymentDetails = z.infer<typeof ZPaymentDetailsSchema>;

/** GET /api/settings/payment-details: the partner's own, and whether saving asks for a code. */
export const ZMyPaymentDetailsResponseSchema = z.object({
  market: z.enum(MARKETS),
  details: ZPaymentDetailsSchema.nullable(),
  second_factor_required: z.boolean(),
});

export const ZSavePaymentDetailsResponseSchema = z.object({
  message: z.string(),
  details: ZPaymentDetailsSchema,
});

/** GET /api/partners/:id/payment-details (admins): masked, with who confirmed and the agreement. */
export const ZPartnerPaymentDetailsResponseSchema = z.object({
  details: ZPaymentDetailsSchema.extend({
    confirmed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  }).nullable(),
  self_billing_agreed_at: z.iso.datetime({ offset: true }).nullable(),
});

/** POST /api/partners/:id/payment-details/confirm: how the admin checked, e.g. a call. */
export const ZConfirmBankDetailsRequestSchema = z.object({
  note: requiredText(500),
});
