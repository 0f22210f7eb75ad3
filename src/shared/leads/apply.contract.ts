import { z } from 'zod';
import { currencyOf, type Market } from '../markets/markets';
import {
  BUSINESS_STRUCTURES,
  DEFAULT_PRODUCT_SLUG,
  HARD_AMOUNT_LIMITS,
  MAX_ANNUAL_REVENUE,
  TERM_MONTHS,
  businessNumberField,
  emailField,
  marketField,
  mobileField,
  nameField,
  optionValueField,
  optionalText,
  requiredTextField,
  spamFields,
  wholeDollars,
} from './lead-fields';
import { compactBusinessNumber } from './business-number';
import type { LeadSource } from './lead-sources';
import { EVEN_WITH_OTHER_ERRORS } from '../validation/every-error';
import { checkMarketRules, type AmountLimitsByMarket } from './lead-market-rules';
import { toE164Mobile } from './phone';

/**
 * The guest application (issue 4): one schema factory used by the form (with the options the
 * form was served) and by POST /api/apply (with the options in the database).
 * Variants: `apply` (full), `apply-now` (shorter), `apply-quick` (name, e-mail, mobile, market
 * and amount only). Field names are those of the API and of the form's error collection.
 */
/** The guest forms: every lead source but a partner's link and an admin. */
export type ApplyVariant = Exclude<LeadSource, 'partner-link' | 'admin'>;

export interface ApplicationSchemaOptions {
  amountLimits?: AmountLimitsByMarket;
  industries?: readonly string[];
  purposes?: readonly string[];
  timeTrading?: readonly string[];
}

const UTM_AND_CONTEXT = {
  referral_code: z.string().trim().max(32, { message: 'validation.too_long' }).optional(),
  product: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: 'validation.invalid_format' })
    .optional()
    .default(DEFAULT_PRODUCT_SLUG),
  utm_source: optionalText(255),
  utm_medium: optionalText(255),
  utm_campaign: optionalText(255),
  utm_term: optionalText(255),
  utm_content: optionalText(255),
  referrer: optionalText(2048),
  consent: z.literal(true, { message: 'lead-validation.consent_required' }),
  ...spamFields,
};

function contactFields() {
  return {
    market: marketField,
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    mobile: mobileField,
  };
}

const amountField = wholeDollars(HARD_AMOUNT_LIMITS.max).min(HARD_AMOUNT_LIMITS.min, {
  message: 'validation.min_value',
});
const termField = z
  .number({ message: 'validation.invalid_type' })
  .int({ message: 'validation.invalid_type' })
  .min(TERM_MONTHS.min, { message: 'validation.min_value' })
  .max(TERM_MONTHS.max, { message: 'validation.max_value' });
// The state or region is a select: its empty message is the spec's select wording.
const regionField = z
  .string()
  .trim()
  .min(1, { message: 'form.select_required' })
  .max(16, { message: 'validation.too_long' });

function variantShapes(options: ApplicationSchemaOptions) {
  const business = {
    business_name: requiredTextField(200),
    business_number: businessNumberField,
    region: regionField,
  };
  const request = {
    amount: amountField,
    purpose: optionValueField(options.purposes),
    term_months: termField,
  };
  return {
    full: z.strictObject({
      variant: z.literal('apply'),
      ...contactFields(),
      ...business,
      business_structure: z.enum(BUSINESS_STRUCTURES, { message: 'validation.invalid_choice' }),
      industry: optionValueField(options.industries),
      time_trading: optionValueField(options.timeTrading),
      annual_revenue: wholeDollars(MAX_ANNUAL_REVENUE),
      ...request,
      ...UTM_AND_CONTEXT,
    }),
    now: z.strictObject({
      variant: z.literal('apply-now'),
      ...contactFields(),
      ...business,
      ...request,
      ...UTM_AND_CONTEXT,
    }),
    quick: z.strictObject({
      variant: z.literal('apply-quick'),
      ...contactFields(),
      amount: amountField,
      ...UTM_AND_CONTEXT,
    }),
  };
}

/** One variant's schema, for a form that shows only that variant. */
export function createApplicationVariantSchema(
  variant: ApplyVariant,
  options: ApplicationSchemaOptions = {},
) {
  const shapes = variantShapes(options);
  const schema =
    variant === 'apply' ? shapes.full : variant === 'apply-now' ? shapes.now : shapes.quick;
  return schema.superRefine(
    (value, ctx) => checkMarketRules(value, ctx, options.amountLimits),
    EVEN_WITH_OTHER_ERRORS,
  );
}

/** Any variant, told apart by `variant`; the server's request schema. */
export function createApplicationSchema(options: ApplicationSchemaOptions = {}) {
  const shapes = variantShapes(options);
  return z
    .discriminatedUnion('variant', [shapes.full, shapes.now, shapes.quick], {
      message: 'validation.invalid_choice',
    })
    .superRefine(
      (value, ctx) => checkMarketRules(value, ctx, options.amountLimits),
      EVEN_WITH_OTHER_ERRORS,
    );
}

/** Structural checks only (any option value, the widest amounts): OpenAPI and first-line check. */
export const ZApplyRequestSchema = createApplicationSchema();
export type TApplyRequest = z.input<typeof ZApplyRequestSchema>;
export type TApplication = z.output<typeof ZApplyRequestSchema>;

/** What the server stores: mobile in E.164, business number as digits, currency by market. */
export interface NormalizedApplication {
  mobile: string;
  businessNumber: string | null;
  currency: ReturnType<typeof currencyOf>;
}

export function normalizeApplication(application: TApplication): NormalizedApplication {
  const market: Market = application.market;
  const mobile = toE164Mobile(application.mobile, market);
  if (!mobile) throw new Error('normalizeApplication needs a validated application');
  return {
    mobile,
    businessNumber:
      'business_number' in application ? compactBusinessNumber(application.business_number) : null,
    currency: currencyOf(market),
  };
}

export const ZApplyResponseSchema = z.object({ reference: z.string(), message: z.string() });
