import { z } from 'zod/mini';
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
 * `zod/mini`, as validation/fields.ts says why.
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
  referral_code: optionalText(32),
  product: z._default(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { message: 'validation.invalid_format' }),
        ),
    ),
    DEFAULT_PRODUCT_SLUG,
  ),
  utm_source: optionalText(255),
  utm_medium: optionalText(255),
  utm_campaign: optionalText(255),
  utm_term: optionalText(255),
  utm_content: optionalText(255),
  referrer: optionalText(2048),
  consent: z.literal(true, { message: 'lead-validation.consent_required' }),
  /** The consent sentence the form showed; the server refuses one it would not write itself. */
  consent_text: z.optional(z.string().check(z.maxLength(2000, { message: 'validation.too_long' }))),
  ...spamFields,
};

/**
 * What an admin's New lead adds instead (issue 30): the partner to credit, if any. No form
 * token (an admin is signed in, not a bot to slow down), no landing context.
 */
const ADMIN_CONTEXT = {
  product: UTM_AND_CONTEXT.product,
  consent: UTM_AND_CONTEXT.consent,
  partner_id: z.optional(z.nullable(z.uuid({ message: 'validation.invalid_choice' }))),
};

/**
 * What the lead API v1 adds instead (issue 33): the partner to credit (an admin's key only; a
 * partner's key credits its own partner) and the campaign fields. No form token: the key is
 * the proof, and its rate limit the brake.
 */
const API_CONTEXT = {
  product: UTM_AND_CONTEXT.product,
  consent: UTM_AND_CONTEXT.consent,
  partner_id: ADMIN_CONTEXT.partner_id,
  utm_source: UTM_AND_CONTEXT.utm_source,
  utm_medium: UTM_AND_CONTEXT.utm_medium,
  utm_campaign: UTM_AND_CONTEXT.utm_campaign,
  utm_term: UTM_AND_CONTEXT.utm_term,
  utm_content: UTM_AND_CONTEXT.utm_content,
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

const amountField = wholeDollars(HARD_AMOUNT_LIMITS.max, HARD_AMOUNT_LIMITS.min);
const termField = z
  .number({ message: 'validation.invalid_type' })
  .check(
    z.int({ message: 'validation.invalid_type' }),
    z.minimum(TERM_MONTHS.min, { message: 'validation.min_value' }),
    z.maximum(TERM_MONTHS.max, { message: 'validation.max_value' }),
  );
// The state or region is a select: its empty message is the spec's select wording.
const regionField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { message: 'form.select_required' }),
    z.maxLength(16, { message: 'validation.too_long' }),
  );

function variantShapes<C extends z.core.$ZodLooseShape>(
  options: ApplicationSchemaOptions,
  context: C,
) {
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
      ...context,
    }),
    now: z.strictObject({
      variant: z.literal('apply-now'),
      ...contactFields(),
      ...business,
      ...request,
      ...context,
    }),
    quick: z.strictObject({
      variant: z.literal('apply-quick'),
      ...contactFields(),
      amount: amountField,
      ...context,
    }),
  };
}

/** One variant's schema, for a form that shows only that variant. */
export function createApplicationVariantSchema(
  variant: ApplyVariant,
  options: ApplicationSchemaOptions = {},
) {
  const shapes = variantShapes(options, UTM_AND_CONTEXT);
  const schema =
    variant === 'apply' ? shapes.full : variant === 'apply-now' ? shapes.now : shapes.quick;
  return schema.check(
    z.superRefine(
      (value, ctx) => checkMarketRules(value, ctx, options.amountLimits),
      EVEN_WITH_OTHER_ERRORS,
    ),
  );
}

/** The three variants of the form with one context, and the market's rules over any of them. */
function variantsWithMarketRules<C extends Parameters<typeof variantShapes>[1]>(
  options: ApplicationSchemaOptions,
  context: C,
) {
  const shapes = variantShapes(options, context);
  return z
    .discriminatedUnion('variant', [shapes.full, shapes.now, shapes.quick], {
      message: 'validation.invalid_choice',
    })
    .check(
      z.superRefine(
        (value, ctx) => checkMarketRules(value, ctx, options.amountLimits),
        EVEN_WITH_OTHER_ERRORS,
      ),
    );
}

/** Any variant, told apart by `variant`; the server's request schema. */
export function createApplicationSchema(options: ApplicationSchemaOptions = {}) {
  return variantsWithMarketRules(options, UTM_AND_CONTEXT);
}

/**
 * An admin's New lead (issue 30): the guest variants' very fields and rules, so a lead taken by
 * phone is as complete and as valid as one sent from the site, plus the partner to credit.
 */
export function createAdminLeadSchema(options: ApplicationSchemaOptions = {}) {
  return variantsWithMarketRules(options, ADMIN_CONTEXT);
}

/** A lead sent through the API (issue 33): the guest variants' very fields and rules. */
export function createLeadApiSchema(options: ApplicationSchemaOptions = {}) {
  return variantsWithMarketRules(options, API_CONTEXT);
}

/** One variant of the New lead form, for the screen that shows that variant. */
export function createAdminLeadVariantSchema(
  variant: ApplyVariant,
  options: ApplicationSchemaOptions = {},
) {
  const shapes = variantShapes(options, ADMIN_CONTEXT);
  const schema =
    variant === 'apply' ? shapes.full : variant === 'apply-now' ? shapes.now : shapes.quick;
  return schema.check(
    z.superRefine(
      (value, ctx) => checkMarketRules(value, ctx, options.amountLimits),
      EVEN_WITH_OTHER_ERRORS,
    ),
  );
}
// Pure: a guest page that does not use it does not build it (nor download it).
export const ZAdminLeadRequestSchema = /* @__PURE__ */ createAdminLeadSchema();
export type TAdminLead = z.output<typeof ZAdminLeadRequestSchema>;

/** Structural checks only (any option value, the widest amounts): OpenAPI and first-line check. */
export const ZApplyRequestSchema = /* @__PURE__ */ createApplicationSchema();
export type TApplyRequest = z.input<typeof ZApplyRequestSchema>;
export type TApplication = z.output<typeof ZApplyRequestSchema>;

/** What the server stores: mobile in E.164, business number as digits, currency by market. */
export interface NormalizedApplication {
  mobile: string;
  businessNumber: string | null;
  currency: ReturnType<typeof currencyOf>;
}

export function normalizeApplication(
  application: TApplication | TAdminLead,
): NormalizedApplication {
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

/**
 * A repeat application (decision 0052) answers `repeat: true` with no reference: whoever knows
 * only the e-mail must not learn it; the applicant gets it by e-mail.
 */
export const ZApplyResponseSchema = z.object({
  reference: z.nullable(z.string()),
  message: z.string(),
  repeat: z.boolean(),
});
