import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { businessNumberFault } from '../leads/lead-market-rules';
import { MARKETS, type Market } from '../markets/markets';
import { isValidNzGstNumber } from '../payment-details/nz-gst-number';
import { RETENTION_MONTHS_MAX } from '../privacy/privacy.contract';
import { emailField } from '../validation/fields';
import { ZLocalTime } from '../tasks/tasks.contract';

/** Defaults of the settings that are not first given by the environment (issue 16). */
export const SETTING_DEFAULTS = {
  guest_link_lifetime_days: 30,
  upload_max_mb: 20,
  lead_aging_days: 14,
  /** Decision 0052: a lead with no partner takes the partner whose link brings it back within. */
  referral_attribution_days: 30,
  /** Admins must enrol a second factor before anything else (issue 31 item 7). */
  two_factor_required_for_admins: false,
  /** Decision 0072: months after which closed leads are de-identified; 0 is never. */
  lead_retention_months: 0,
  /**
   * Issue 35: days a payout to a new or changed bank account waits unless an admin confirms the
   * change by another channel (decision 0070: the payment-redirection guard).
   */
  payout_hold_days: 7,
  // Issue 35 (statements, decision 0071): the month's closing day on each market's clock, the
  // smallest statement paid (whole dollars of its currency), where the firm pays from.
  statement_closing_day: 1,
  minimum_payout: 50,
  firm_address: '',
  /** Issue 34 (decision 0075): when each admin's task digest goes, on each market's clock. */
  task_digest_time: '07:30',
  firm_payout_accounts: {
    au_bsb: '',
    au_account: '',
    au_bank: '',
    au_apca_user_id: '',
    au_user_name: '',
    nz_account: '',
  },
  /**
   * Issue 42 (decision 0094): the firm's New Zealand identifiers a buyer-created tax invoice
   * names; the `firm` setting's number is the firm's home market's (an ABN for most firms).
   */
  firm_nz_tax_numbers: { nzbn: '', gst_number: '' },
  // Issue 34 item 3 (decision 0077): per market, days between reminders of outstanding
  // documents (0 = off, the default: no applicant is e-mailed before the firm chooses to) and
  // how many reminders at most.
  document_chase_every_days: { AU: 0, NZ: 0 },
  document_chase_max: { AU: 3, NZ: 3 },
  /**
   * Decision 0089: webhook endpoints the firm, and each partner, may register. Each is a
   * receiver the worker calls; without a bound one owner's many slow ones cost everyone.
   */
  webhook_endpoints_max: 10,
} as const;
/** The most webhook endpoints per owner an admin may allow. */
export const WEBHOOK_ENDPOINTS_MAX = 100;
/** The longest spacing of document reminders, and the most reminders, an admin may set. */
export const DOCUMENT_CHASE_EVERY_DAYS_MAX = 30;
export const DOCUMENT_CHASE_MAX = 10;
/** The longest payout hold an admin may set; 0 turns the hold off (confirmation still counts). */
export const PAYOUT_HOLD_DAYS_MAX = 30;
/** The longest lead aging an admin may set (the lists read the same bound in SQL). */
export const LEAD_AGING_DAYS_MAX = 365;

const text = (max: number) => z.string().trim().max(max, { message: 'validation.too_long' });
const days = (max: number) =>
  z
    .number({ message: 'validation.whole_number' })
    .int({ message: 'validation.whole_number' })
    .min(1, { message: 'validation.min_value' })
    .max(max, { message: 'validation.max_value' });

/** A whole number in a range for each market (document chasing, decision 0077). */
const perMarket = (min: number, max: number) => {
  const value = z
    .number({ message: 'validation.whole_number' })
    .int({ message: 'validation.whole_number' })
    .min(min, { message: 'validation.min_value' })
    .max(max, { message: 'validation.max_value' });
  // An object, not z.record: the OpenAPI document then names each market's field (a record
  // keyed by an enum is a lint warning there); `satisfies` fails when a market is added.
  return z.object({ AU: value, NZ: value }) satisfies z.ZodType<Record<Market, number>>;
};

/** The firm's identity as stored in the `firm` setting; empty strings are "not set". */
const ZFirmSettingSchema = z
  .object({
    legal_name: text(200),
    market: z.enum(MARKETS, { message: 'validation.invalid_choice' }).nullable(),
    business_number: text(40),
    credit_licence: text(40),
    email: z.union([z.literal(''), emailField]),
    phone: text(40),
  })
  .superRefine((firm, ctx) => {
    if (!firm.business_number) return;
    // No market chosen: the number is read as an ABN, the firm's default market.
    const message = businessNumberFault(firm.market === 'NZ' ? 'NZ' : 'AU', firm.business_number);
    if (message) ctx.addIssue({ code: 'custom', path: ['business_number'], message });
  });

const digitsOrEmpty = (pattern: RegExp) =>
  z.union([
    z.literal(''),
    z.string().trim().regex(pattern, { message: 'validation.invalid_format' }),
  ]);

/** The firm's own accounts the bank files pay from (issue 35): digits only, empty when not set. */
const ZFirmPayoutAccountsSchema = z.object({
  au_bsb: digitsOrEmpty(/^\d{6}$/),
  au_account: digitsOrEmpty(/^\d{5,9}$/),
  /** The three-letter code of the firm's bank the ABA header names (CBA, WBC, NAB, ANZ...). */
  au_bank: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, { message: 'validation.invalid_format' }),
  ]),
  /** The APCA (direct entry) user ID the firm's bank issued: six digits. */
  au_apca_user_id: digitsOrEmpty(/^\d{6}$/),
  /** The user name the ABA header carries (26 characters at most). */
  au_user_name: text(26),
  /** Bank, branch, account and suffix: 15 or 16 digits. */
  nz_account: digitsOrEmpty(/^\d{15,16}$/),
});

/** The firm's NZBN and GST number, checked as the partners' are; empty when not set. */
const ZFirmNzTaxNumbersSchema = z
  .object({ nzbn: text(20), gst_number: text(20) })
  .superRefine((numbers, ctx) => {
    const nzbnFault = numbers.nzbn ? businessNumberFault('NZ', numbers.nzbn) : undefined;
    if (nzbnFault) ctx.addIssue({ code: 'custom', path: ['nzbn'], message: nzbnFault });
    if (numbers.gst_number && !isValidNzGstNumber(numbers.gst_number)) {
      ctx.addIssue({
        code: 'custom',
        path: ['gst_number'],
        message: 'payment-details-validation.gst_number',
      });
    }
  });

/** Every setting the admin edits at /settings, with its stored key. */
export const ZAppSettingsSchema = z.object({
  app_name: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(60, { message: 'validation.too_long' }),
  theme_color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation.invalid_choice' }),
  default_locale: z.enum(SUPPORTED_LOCALES, { message: 'validation.invalid_choice' }),
  firm: ZFirmSettingSchema,
  notification_recipients: z.array(emailField).max(20, { message: 'validation.too_long' }),
  guest_link_lifetime_days: days(365),
  upload_max_mb: days(100),
  lead_aging_days: days(LEAD_AGING_DAYS_MAX),
  referral_attribution_days: days(365),
  two_factor_required_for_admins: z.boolean({ message: 'validation.invalid_choice' }),
  lead_retention_months: z
    .number({ message: 'validation.whole_number' })
    .int({ message: 'validation.whole_number' })
    .min(0, { message: 'validation.min_value' })
    .max(RETENTION_MONTHS_MAX, { message: 'validation.max_value' }),
  payout_hold_days: z
    .number({ message: 'validation.whole_number' })
    .int({ message: 'validation.whole_number' })
    .min(0, { message: 'validation.min_value' })
    .max(PAYOUT_HOLD_DAYS_MAX, { message: 'validation.max_value' }),
  statement_closing_day: days(28),
  minimum_payout: z
    .number({ message: 'validation.whole_number' })
    .int({ message: 'validation.whole_number' })
    .min(0, { message: 'validation.min_value' })
    .max(1_000_000, { message: 'validation.max_value' }),
  firm_address: text(300),
  firm_payout_accounts: ZFirmPayoutAccountsSchema,
  firm_nz_tax_numbers: ZFirmNzTaxNumbersSchema,
  document_chase_every_days: perMarket(0, DOCUMENT_CHASE_EVERY_DAYS_MAX),
  document_chase_max: perMarket(1, DOCUMENT_CHASE_MAX),
  task_digest_time: ZLocalTime,
  webhook_endpoints_max: days(WEBHOOK_ENDPOINTS_MAX),
});
export type AppSettings = z.infer<typeof ZAppSettingsSchema>;
export type SettingKey = keyof AppSettings;
export const SETTING_KEYS = Object.keys(ZAppSettingsSchema.shape) as SettingKey[];

export const ZSettingsResponseSchema = z.object({ settings: ZAppSettingsSchema });
/** A save sends only the settings it changes. */
export const ZUpdateSettingsRequestSchema = ZAppSettingsSchema.partial();
export const ZUpdateSettingsResponseSchema = z.object({
  message: z.string(),
  settings: ZAppSettingsSchema,
});
