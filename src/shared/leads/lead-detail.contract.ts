import { z } from 'zod';
import { CURRENCIES, MARKETS, type Market } from '../markets/markets';
import { EVEN_WITH_OTHER_ERRORS } from '../validation/every-error';
import { requiredText } from '../validation/fields';
import {
  BUSINESS_STRUCTURES,
  HARD_AMOUNT_LIMITS,
  MAX_ANNUAL_REVENUE,
  TERM_MONTHS,
  businessNumberField,
  emailField,
  mobileField,
  nameField,
  optionValueField,
  wholeDollars,
} from './lead-fields';
import { LEAD_SOURCES } from './lead-sources';
import { checkMarketRules, type AmountLimitsByMarket } from './lead-market-rules';
import { LEAD_STATUSES } from './pipeline';
import { ZLegalTextVersionSchema } from '../legal/legal.contract';
import {
  SETTLEMENT_FIGURES,
  ZSettlementSchema,
  settlementFigureFields,
} from '../settlements/settlement.contract';

// The lead screen `/lead/:id` (issue 15): one lead with everything an admin may see and change.

const ZPerson = z.object({ id: z.string(), name: z.string() });
const ZLabelledValue = z.object({ value: z.string(), label: z.string() });

const ZLeadDetail = z.object({
  id: z.string(),
  reference: z.string(),
  market: z.enum(MARKETS),
  currency: z.enum(CURRENCIES),
  source: z.enum(LEAD_SOURCES),
  product_slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  business_name: z.string().nullable(),
  business_structure: z.enum(BUSINESS_STRUCTURES).nullable(),
  business_number: z.string().nullable(),
  industry: z.string().nullable(),
  time_trading: z.string().nullable(),
  annual_revenue: z.number().int().nullable(),
  amount: z.number().int(),
  purpose: z.string().nullable(),
  term_months: z.number().int().nullable(),
  region: z.string().nullable(),
  locale: z.string(),
  status: z.enum(LEAD_STATUSES),
  partner: z.object({ id: z.string(), company: z.string() }).nullable(),
  assigned_to: ZPerson.nullable(),
  version: z.number().int(),
  consent_at: z.string(),
  /**
   * The consent as the applicant gave it (issue 30): the exact sentence shown, its language, and
   * the privacy policy version it linked to (null: the built-in default text).
   */
  consent: z.object({
    text: z.string(),
    locale: z.string(),
    privacy_version: ZLegalTextVersionSchema.nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
  status_changed_at: z.string(),
  last_activity_at: z.string(),
  /** When the applicant's personal data was erased (decision 0072); null while it is held. */
  erased_at: z.string().nullable(),
  aging: z.boolean(),
  aging_days: z.number().int(),
  /** Where the status control may go now (pipeline.ts, with the reopen step of a closed lead). */
  allowed_moves: z.array(z.enum(LEAD_STATUSES)),
  /** The settlement in force (a settled lead's figures), or null. */
  settlement: ZSettlementSchema.nullable(),
});
export type TLeadDetail = z.infer<typeof ZLeadDetail>;

/** The lead and the choices its screen offers, labelled in the reader's language. */
export const ZLeadDetailResponseSchema = z.object({
  lead: ZLeadDetail,
  choices: z.object({
    admins: z.array(ZPerson),
    decline_reasons: z.array(ZLabelledValue),
    withdrawal_reasons: z.array(ZLabelledValue),
    industries: z.array(ZLabelledValue),
    purposes: z.array(ZLabelledValue),
    time_trading: z.array(ZLabelledValue),
    amount_limits: z.object({ min: z.number().int(), max: z.number().int() }),
    /** The lenders offered in the lead's market (settling asks for one). */
    lenders: z.array(ZLabelledValue),
    /** Every lender of the market, switched off or not: the timeline names past settlements. */
    lender_names: z.array(ZLabelledValue),
    /** Active partners of the lead's market, whom an admin may credit (decision 0052). */
    partners: z.array(z.object({ id: z.string(), company: z.string() })),
  }),
});
export type TLeadDetailResponse = z.infer<typeof ZLeadDetailResponseSchema>;

const version = z.number({ message: 'validation.invalid_type' }).int().min(1);
/** An empty field of a nullable column is null, never ''. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
const orNull = <T extends z.core.SomeType>(schema: T) =>
  z.preprocess(blankToNull, z.nullable(schema));

function editableShape(options: LeadEditOptions) {
  return {
    first_name: nameField,
    last_name: nameField,
    email: emailField,
    mobile: mobileField,
    business_name: orNull(requiredText(200)),
    business_structure: orNull(
      z.enum(BUSINESS_STRUCTURES, { message: 'validation.invalid_choice' }),
    ),
    business_number: orNull(businessNumberField),
    industry: orNull(optionValueField(options.industries)),
    time_trading: orNull(optionValueField(options.timeTrading)),
    annual_revenue: z.nullable(wholeDollars(MAX_ANNUAL_REVENUE)),
    amount: wholeDollars(HARD_AMOUNT_LIMITS.max, HARD_AMOUNT_LIMITS.min),
    purpose: orNull(optionValueField(options.purposes)),
    term_months: z
      .number({ message: 'validation.invalid_type' })
      .int({ message: 'validation.invalid_type' })
      .min(TERM_MONTHS.min, { message: 'validation.min_value' })
      .max(TERM_MONTHS.max, { message: 'validation.max_value' })
      .nullable(),
    region: orNull(requiredText(16)),
  };
}

export interface LeadEditOptions {
  industries?: readonly string[];
  purposes?: readonly string[];
  timeTrading?: readonly string[];
  amountLimits?: AmountLimitsByMarket;
}

/**
 * The lead's editable fields with the guest form's rules (names, e-mail, the market's mobile
 * plan, ABN/NZBN, region, amount limits): the screen's form and PATCH /api/leads/:id. Every
 * field is optional in the API (send what changed); `version` is the one the editor read.
 */
export function createLeadUpdateSchema(market?: Market, options: LeadEditOptions = {}) {
  return z
    .strictObject({ version, ...editableShape(options) })
    .partial()
    .required({ version: true })
    .superRefine(
      (value, ctx) =>
        checkMarketRules({ ...value, market: market ?? 'none' }, ctx, options.amountLimits),
      EVEN_WITH_OTHER_ERRORS,
    );
}
/** Structural checks only (any market, any option): the route's first-line check. */
export const ZUpdateLeadRequestSchema = createLeadUpdateSchema();
export type TLeadChanges = Omit<z.output<typeof ZUpdateLeadRequestSchema>, 'version'>;

const note = z.string().trim().max(2000, { message: 'validation.too_long' });

/** What each missing figure says: the field's own wording, as under the field. */
const FIGURE_MISSING = {
  settled_amount: 'settlement-validation.amount',
  lender: 'settlement-validation.lender',
  settled_on: 'settlement-validation.day',
} as const;

/**
 * A move along the pipeline. Settled takes its figures (decision 0054), every one required,
 * and no other move takes any; the lender and the day are then checked against the lead's market.
 */
export const ZChangeLeadStatusRequestSchema = z
  .strictObject({
    version,
    status: z.enum(LEAD_STATUSES, { message: 'validation.invalid_choice' }),
    /** An active option of the closing status's reason group; required for declined, withdrawn. */
    reason: z.string().trim().max(64, { message: 'validation.too_long' }).optional(),
    note: note.optional(),
    settled_amount: settlementFigureFields.settled_amount.optional(),
    lender: settlementFigureFields.lender.optional(),
    settled_on: settlementFigureFields.settled_on.optional(),
  })
  .superRefine((value, ctx) => {
    const settling = value.status === 'settled';
    for (const field of SETTLEMENT_FIGURES) {
      const given = value[field] !== undefined;
      if (settling && !given) {
        ctx.addIssue({ code: 'custom', path: [field], message: FIGURE_MISSING[field] });
      }
      if (!settling && given) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'settlement-validation.not_expected',
        });
      }
    }
  }, EVEN_WITH_OTHER_ERRORS);

export const ZAssignLeadRequestSchema = z.strictObject({
  version,
  /** An active admin's id, or null to unassign. */
  admin_id: z.uuid({ message: 'validation.invalid_choice' }).nullable(),
});

/** "Use this value": a repeat application's answer to one field replaces the lead's (0052). */
export const ZApplyRepeatAnswerRequestSchema = z.strictObject({
  version,
  event_id: z.uuid({ message: 'validation.invalid_choice' }),
  field: z.string().trim().min(1, { message: 'validation.required' }).max(64, {
    message: 'validation.too_long',
  }),
});

export const ZChangeLeadPartnerRequestSchema = z.strictObject({
  version,
  /** An active partner of the lead's market, or null for none. */
  partner_id: z.uuid({ message: 'validation.invalid_choice' }).nullable(),
});

export const ZAddLeadNoteRequestSchema = z.strictObject({
  note: note.min(1, { message: 'validation.required' }),
});

export const ZLeadEmailParamsSchema = z.object({
  id: z.string().max(64),
  emailId: z.string().max(64),
});
