import { z } from 'zod';
import { INTEREST_RATE_TYPES, REPAYMENT_FREQUENCIES } from '../deal-room/deal-room';
import { HARD_AMOUNT_LIMITS } from '../leads/lead-fields';
import { MARKETS } from '../markets/markets';

/**
 * Every list an admin edits on the options screen, with the shape of each group's extra data.
 * One registry so that the options screen, the forms and the deal room read the same groups.
 */
export const OPTION_GROUPS = [
  'industry',
  'purpose',
  'time_trading',
  'amount_limit',
  'decline_reason',
  'withdrawal_reason',
  'document_type',
  'term_sheet_default',
  'lender',
] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];

const wholeDollars = (min: number, max: number) =>
  z.number().int({ message: 'validation.whole_number' }).min(min).max(max);

/**
 * Amount limits of a market, in whole dollars; the option's value is the market code. Kept
 * within the hard limits, which the forms would otherwise apply silently.
 */
const ZAmountLimitData = z
  .object({
    min: wholeDollars(HARD_AMOUNT_LIMITS.min, HARD_AMOUNT_LIMITS.max),
    max: wholeDollars(HARD_AMOUNT_LIMITS.min, HARD_AMOUNT_LIMITS.max),
  })
  .refine((limits) => limits.min <= limits.max, {
    path: ['max'],
    message: 'validation.max_below_min',
  });

/**
 * A document an admin may request, or a lender a settlement names (decision 0054): offered
 * only in the markets listed.
 */
const ZMarketsData = z.object({
  markets: z.array(z.enum(MARKETS)).min(1, { message: 'validation.choose_one' }),
});

/** The values a new term sheet starts from; the option's value is the market code. */
const ZTermSheetDefaultData = z.object({
  interest_rate_type: z.enum(INTEREST_RATE_TYPES),
  /** Percent per annum, e.g. 12.5. */
  interest_rate: z.number({ message: 'validation.invalid_format' }).min(0).max(100),
  term_months: z.number().int({ message: 'validation.whole_number' }).min(1).max(360),
  repayment_frequency: z.enum(REPAYMENT_FREQUENCIES),
  /** Whole dollars. */
  establishment_fee: wholeDollars(0, HARD_AMOUNT_LIMITS.max),
});

/** The data schema per group; a group absent here carries no data (null). */
export const OPTION_DATA_SCHEMAS = {
  amount_limit: ZAmountLimitData,
  document_type: ZMarketsData,
  lender: ZMarketsData,
  term_sheet_default: ZTermSheetDefaultData,
} as const satisfies Partial<Record<OptionGroup, z.ZodType>>;

/** Groups whose entries each name the markets they are offered in (`data.markets`). */
export const MARKET_SCOPED_GROUPS: readonly OptionGroup[] = ['document_type', 'lender'];

/** Groups whose entries are one per market: their values are fixed, only data and labels change. */
export const PER_MARKET_GROUPS: readonly OptionGroup[] = ['amount_limit', 'term_sheet_default'];
