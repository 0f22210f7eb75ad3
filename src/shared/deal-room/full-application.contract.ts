import { z } from 'zod';
import { BUSINESS_STRUCTURES, MAX_ANNUAL_REVENUE, TERM_MONTHS } from '../leads/lead-fields';
import {
  amountLimitFault,
  businessNumberFault,
  MOBILE_RULE_MESSAGE,
  type AmountLimitsByMarket,
} from '../leads/lead-market-rules';
import { toE164Mobile } from '../leads/phone';
import { CURRENCIES, isRegionOf, MARKETS, type Market } from '../markets/markets';
import { emailField, requiredText } from '../validation/fields';
import { APPLICATION_STATUSES, REPAYMENT_FREQUENCIES } from './deal-room';
import { ZGuestLinkContext } from './guest-links.contract';
import { ZIsoDay } from './term-sheet.contract';

/**
 * The full application (issue 17): five sections the applicant fills in over as many visits as
 * they like, then submits. Each section has a strict schema (the form's step check and the
 * submit) and a lenient one (a draft: everything may be missing, nothing may be malformed).
 * Messages are translation keys (`validation.*`, `lead-validation.*`,
 * `full-application-validation.*`).
 */
export const APPLICATION_SECTIONS = [
  'business',
  'directors',
  'financials',
  'loan',
  'declarations',
] as const;
export type ApplicationSection = (typeof APPLICATION_SECTIONS)[number];
export const isApplicationSection = (value: string): value is ApplicationSection =>
  (APPLICATION_SECTIONS as readonly string[]).includes(value);

export const MAX_DIRECTORS = 6;
export const MAX_DEBTS = 10;
export const SECURITY_TYPES = [
  'none',
  'property',
  'vehicle',
  'equipment',
  'business_assets',
  'other',
] as const;

/** What the strict schemas need to know beyond the values: the market and the option table. */
export interface ApplicationRules {
  market: Market;
  industries?: readonly string[];
  purposes?: readonly string[];
  amountLimits?: AmountLimitsByMarket;
}

const MAX_MONEY = 100_000_000_000;
const ADULT_YEARS = 18;

/** Today in UTC, YYYY-MM-DD: a day's difference at the edges does not matter here. */
const today = () => new Date().toISOString().slice(0, 10);
/** The day `years` before `day` (YYYY-MM-DD compares as text). */
const yearsBefore = (day: string, years: number) =>
  `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;

/**
 * Field builders for one mode: `strict` asks for every required value, the draft mode accepts
 * any of them missing ('' or null) but still refuses a wrong type, a too long text, a number out
 * of range or an unknown choice.
 */
function kit(strict: boolean) {
  const optionalText = (max: number) =>
    z.string().trim().max(max, { message: 'validation.too_long' }).optional();
  const draft = <T extends z.ZodType>(schema: T) =>
    z.union([z.literal(''), z.null(), schema]).optional();
  const number = (min: number, max: number) =>
    z
      .number({ message: 'lead-validation.whole_dollars' })
      .int({ message: 'lead-validation.whole_dollars' })
      .min(min, { message: 'validation.min_value' })
      .max(max, { message: 'validation.max_value' });
  return {
    text: (max: number) => (strict ? requiredText(max) : optionalText(max)),
    optionalText,
    number: (min: number, max: number) =>
      strict ? number(min, max) : number(min, max).nullable().optional(),
    day: () => (strict ? ZIsoDay : draft(ZIsoDay)),
    choice: <const T extends readonly [string, ...string[]]>(values: T) =>
      strict
        ? z.enum(values, { message: 'validation.invalid_choice' })
        : draft(z.enum(values, { message: 'validation.invalid_choice' })),
    /** A value of the option table (industry, purpose): the strict check knows the values. */
    option: (allowed?: readonly string[]) =>
      strict && allowed?.length
        ? z.enum(allowed as [string, ...string[]], { message: 'validation.invalid_choice' })
        : strict
          ? requiredText(64)
          : optionalText(64),
    email: () => (strict ? emailField : optionalText(255)),
    yesNo: () =>
      strict
        ? z.boolean({ message: 'full-application-validation.yes_no' })
        : z.boolean({ message: 'validation.invalid_type' }).nullable().optional(),
    consent: () =>
      strict
        ? z.literal(true, { message: 'full-application-validation.consent_required' })
        : z.boolean({ message: 'validation.invalid_type' }).optional(),
    list: <T extends z.ZodType>(item: T, min: number, max: number, minMessage: string) =>
      strict
        ? z
            .array(item)
            .min(min, { message: minMessage })
            .max(max, { message: 'full-application-validation.too_many' })
        : z.array(item).max(max, { message: 'full-application-validation.too_many' }).optional(),
    section: <S extends z.ZodRawShape>(shape: S) =>
      strict ? z.strictObject(shape) : z.strictObject(shape).optional(),
  };
}
type Kit = ReturnType<typeof kit>;

const addressShape = (k: Kit) => ({
  street: k.text(200),
  suburb: k.text(100),
  region: k.text(16),
  postcode: k.text(10),
});

function sectionShapes(k: Kit, rules?: ApplicationRules) {
  const address = k.section(addressShape(k));
  const director = z.strictObject({
    full_name: k.text(200),
    date_of_birth: k.day(),
    email: k.email(),
    mobile: k.text(40),
    address,
    ownership_percent: k.number(0, 100),
    guarantor: k.yesNo(),
  });
  const debt = z.strictObject({
    lender: k.text(200),
    balance: k.number(0, MAX_MONEY),
    monthly_repayment: k.number(0, MAX_MONEY),
  });
  return {
    business: z.strictObject({
      legal_name: k.text(200),
      trading_name: k.optionalText(200),
      business_number: k.text(30),
      structure: k.choice(BUSINESS_STRUCTURES),
      industry: k.option(rules?.industries),
      established_on: k.day(),
      address,
      website: k.optionalText(255),
    }),
    directors: z.strictObject({
      directors: k.list(director, 1, MAX_DIRECTORS, 'full-application-validation.directors_min'),
    }),
    financials: z.strictObject({
      annual_revenue: k.number(0, MAX_ANNUAL_REVENUE),
      net_profit: k.number(-MAX_MONEY, MAX_MONEY),
      debts: k.list(debt, 0, MAX_DEBTS, 'validation.invalid'),
      total_assets: k.number(0, MAX_MONEY),
      total_liabilities: k.number(0, MAX_MONEY),
    }),
    loan: z.strictObject({
      amount: k.number(1, 100_000_000),
      purpose: k.option(rules?.purposes),
      term_months: k.number(TERM_MONTHS.min, TERM_MONTHS.max),
      security: k.choice(SECURITY_TYPES),
      security_details: k.optionalText(2_000),
      repayment_frequency: k.choice(REPAYMENT_FREQUENCIES),
    }),
    declarations: z.strictObject({
      consent_credit_check: k.consent(),
      consent_privacy: k.consent(),
      confirm_accurate: k.consent(),
      insolvency: k.yesNo(),
      insolvency_details: k.optionalText(2_000),
      tax_debt: k.yesNo(),
      tax_debt_details: k.optionalText(2_000),
      full_name: k.text(200),
    }),
  };
}

/** The lenient schema of each section: what a draft save accepts. */
export const DRAFT_SECTION_SCHEMAS = sectionShapes(kit(false));

/** A whole draft: any section may be missing, and any value in it. */
export const ZApplicationDraft = z.strictObject({
  business: DRAFT_SECTION_SCHEMAS.business.optional(),
  directors: DRAFT_SECTION_SCHEMAS.directors.optional(),
  financials: DRAFT_SECTION_SCHEMAS.financials.optional(),
  loan: DRAFT_SECTION_SCHEMAS.loan.optional(),
  declarations: DRAFT_SECTION_SCHEMAS.declarations.optional(),
});
export type TApplicationDraft = z.infer<typeof ZApplicationDraft>;

type Issue = Parameters<z.RefinementCtx['addIssue']>[0];
const issue = (path: PropertyKey[], message: string): Issue => ({
  code: 'custom',
  path,
  message,
});

function checkAddress(
  address: { region?: unknown; postcode?: unknown } | undefined,
  path: PropertyKey[],
  market: Market,
): Issue[] {
  const issues: Issue[] = [];
  if (typeof address?.region === 'string' && !isRegionOf(market, address.region)) {
    issues.push(
      issue(
        [...path, 'region'],
        market === 'AU' ? 'lead-validation.state_invalid' : 'lead-validation.region_invalid',
      ),
    );
  }
  if (typeof address?.postcode === 'string' && !/^\d{4}$/.test(address.postcode.trim())) {
    issues.push(issue([...path, 'postcode'], 'full-application-validation.postcode'));
  }
  return issues;
}

interface Address {
  region: string;
  postcode: string;
}
/** What a strict section holds, as far as the checks across fields read it. */
interface StrictValues {
  business: { business_number: string; established_on: string; website?: string; address: Address };
  directors: {
    directors: {
      mobile: string;
      date_of_birth: string;
      ownership_percent: number;
      address: Address;
    }[];
  };
  financials: unknown;
  loan: { amount: number };
  declarations: {
    insolvency: boolean;
    insolvency_details?: string;
    tax_debt: boolean;
    tax_debt_details?: string;
  };
}
type Checks = { [S in ApplicationSection]: (value: StrictValues[S]) => Issue[] };

/** The checks that need the market or several fields together; only for the strict schemas. */
function crossChecks(rules: ApplicationRules): Checks {
  const { market } = rules;
  return {
    business: (value) => {
      const issues = checkAddress(value.address, ['address'], market);
      const fault = businessNumberFault(market, value.business_number);
      if (fault) issues.push(issue(['business_number'], fault));
      if (value.established_on > today()) {
        issues.push(issue(['established_on'], 'full-application-validation.date_future'));
      }
      if (value.website && !/^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(value.website)) {
        issues.push(issue(['website'], 'full-application-validation.website'));
      }
      return issues;
    },
    directors: (value) => {
      const issues: Issue[] = [];
      value.directors.forEach((director, index) => {
        const path = ['directors', index];
        issues.push(...checkAddress(director.address, [...path, 'address'], market));
        if (!toE164Mobile(director.mobile, market)) {
          issues.push(issue([...path, 'mobile'], MOBILE_RULE_MESSAGE[market]));
        }
        const birth = director.date_of_birth;
        if (birth > yearsBefore(today(), ADULT_YEARS)) {
          issues.push(issue([...path, 'date_of_birth'], 'full-application-validation.adult'));
        } else if (birth < yearsBefore(today(), 120)) {
          issues.push(issue([...path, 'date_of_birth'], 'full-application-validation.date_past'));
        }
      });
      const owned = value.directors.reduce((sum, director) => sum + director.ownership_percent, 0);
      if (owned > 100) issues.push(issue(['directors'], 'full-application-validation.ownership'));
      return issues;
    },
    financials: () => [],
    loan: (value) => {
      // The limit and its currency in the message, as on the apply forms (issue 30).
      const limits = rules.amountLimits?.[market];
      const fault = limits && amountLimitFault(market, value.amount, limits);
      return fault ? [fault] : [];
    },
    declarations: (value) => {
      const issues: Issue[] = [];
      if (value.insolvency && !value.insolvency_details) {
        issues.push(issue(['insolvency_details'], 'full-application-validation.explain'));
      }
      if (value.tax_debt && !value.tax_debt_details) {
        issues.push(issue(['tax_debt_details'], 'full-application-validation.explain'));
      }
      return issues;
    },
  };
}

/** The strict schema of every section for a lead's market and the firm's options. */
export function createSectionSchemas(rules: ApplicationRules) {
  const shapes = sectionShapes(kit(true), rules);
  const checks = crossChecks(rules);
  const refined = <S extends ApplicationSection>(section: S) =>
    (shapes[section] as unknown as z.ZodType<StrictValues[S]>).superRefine((value, ctx) => {
      for (const found of checks[section](value)) ctx.addIssue(found);
    });
  return {
    business: refined('business'),
    directors: refined('directors'),
    financials: refined('financials'),
    loan: refined('loan'),
    declarations: refined('declarations'),
  };
}
export type SectionSchemas = ReturnType<typeof createSectionSchemas>;

/** The sections of a draft that pass their strict schema, in the form's order. */
export function completedSections(
  draft: TApplicationDraft,
  schemas: SectionSchemas,
): ApplicationSection[] {
  return APPLICATION_SECTIONS.filter(
    (section) => draft[section] !== undefined && schemas[section].safeParse(draft[section]).success,
  );
}

/** Where the form opens: the first section not complete yet, else the review. */
export function resumeStep(
  completed: readonly ApplicationSection[],
): ApplicationSection | 'review' {
  return APPLICATION_SECTIONS.find((section) => !completed.includes(section)) ?? 'review';
}

// ---- API ----

const ZLabelled = z.object({ value: z.string(), label: z.string() });

/** What the form needs beside the answers: the market's rules and the choices, labelled. */
const ZApplicationChoices = z.object({
  market: z.enum(MARKETS),
  currency: z.enum(CURRENCIES),
  business_number: z.enum(['ABN', 'NZBN']),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
  structures: z.array(ZLabelled),
  industries: z.array(ZLabelled),
  purposes: z.array(ZLabelled),
  amount_limits: z.object({ min: z.number().int(), max: z.number().int() }),
  term_months: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type TApplicationChoices = z.infer<typeof ZApplicationChoices>;

/** The test screen's choices: a market's, labelled in the caller's language. */
export const ZApplicationChoicesQuery = z.object({
  market: z.enum(MARKETS, { message: 'validation.invalid_choice' }),
});
export const ZApplicationChoicesResponse = ZApplicationChoices;

export const ZApplicationSectionParams = z.object({
  token: z.string().max(200),
  section: z.string().max(40),
});

export const ZGuestApplicationResponse = z.object({
  context: ZGuestLinkContext,
  status: z.enum(APPLICATION_STATUSES),
  /** Send it back with each save: a save from an older version answers 409. */
  version: z.number().int(),
  data: ZApplicationDraft,
  completed: z.array(z.enum(APPLICATION_SECTIONS)),
  resume_at: z.enum([...APPLICATION_SECTIONS, 'review']),
  submitted_at: z.string().nullable(),
  choices: ZApplicationChoices,
});
export type TGuestApplication = z.infer<typeof ZGuestApplicationResponse>;

/** One section's draft; its values are checked by the section's lenient schema. */
export const ZSaveSectionRequest = z.object({
  version: z.number().int().min(1),
  data: z.record(z.string(), z.unknown()),
});
export const ZSectionSavedResponse = z.object({
  version: z.number().int(),
  completed: z.array(z.enum(APPLICATION_SECTIONS)),
  saved_at: z.string(),
});
export const ZSubmitApplicationRequest = z.object({ version: z.number().int().min(1) });
export const ZApplicationSubmittedResponse = z.object({
  message: z.string(),
  reference: z.string(),
  submitted_at: z.string(),
});

/** The lead screen's view: where the applicant stands, and their answers. */
const ADMIN_APPLICATION_STATES = ['not_started', 'in_progress', 'submitted'] as const;
export const ZAdminApplicationResponse = z.object({
  state: z.enum(ADMIN_APPLICATION_STATES),
  data: ZApplicationDraft,
  completed: z.array(z.enum(APPLICATION_SECTIONS)),
  updated_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  choices: ZApplicationChoices,
});
export type TAdminApplication = z.infer<typeof ZAdminApplicationResponse>;
