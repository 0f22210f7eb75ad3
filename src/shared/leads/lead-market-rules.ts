import type { z } from 'zod';
import type { MessageKey } from '../i18n/message-key';
import { isRegionOf, type Market } from '../markets/markets';
import { isValidAbn } from './abn';
import { isNzbnCheckDigitWrong, isValidNzbn } from './nzbn';
import { toE164Mobile } from './phone';

interface AmountLimits {
  min: number;
  max: number;
}
export type AmountLimitsByMarket = Record<Market, AmountLimits>;

/** The refusal of a number outside the market's mobile plan, for the form and for the server. */
export const MOBILE_RULE_MESSAGE = {
  AU: 'lead-validation.mobile_au',
  NZ: 'lead-validation.mobile_nz',
} as const satisfies Record<Market, MessageKey>;

/** The amount limits name the market's currency (issue 30): a guest may not know which applies. */
const AMOUNT_MIN_MESSAGE = {
  AU: 'market-validation.amount_min_aud',
  NZ: 'market-validation.amount_min_nzd',
} as const satisfies Record<Market, MessageKey>;
const AMOUNT_MAX_MESSAGE = {
  AU: 'market-validation.amount_max_aud',
  NZ: 'market-validation.amount_max_nzd',
} as const satisfies Record<Market, MessageKey>;

interface MarketDependent {
  market?: unknown;
  mobile?: unknown;
  business_number?: unknown;
  region?: unknown;
  amount?: unknown;
}

/**
 * Rules that need the market: mobile number plan, ABN vs NZBN, state vs region and the amount
 * limits. Skipped quietly when the market itself is wrong, which has its own error.
 */
export function checkMarketRules(
  value: MarketDependent,
  ctx: z.RefinementCtx,
  amountLimits?: AmountLimitsByMarket,
): void {
  const market = value.market;
  if (market !== 'AU' && market !== 'NZ') return;
  if (typeof value.mobile === 'string' && value.mobile && !toE164Mobile(value.mobile, market)) {
    ctx.addIssue({
      code: 'custom',
      path: ['mobile'],
      message: MOBILE_RULE_MESSAGE[market],
    });
  }
  if (typeof value.business_number === 'string' && value.business_number) {
    const message = businessNumberFault(market, value.business_number);
    if (message) ctx.addIssue({ code: 'custom', path: ['business_number'], message });
  }
  // An empty region is the select's own "required" message alone (one wording per rule).
  if (typeof value.region === 'string' && value.region && !isRegionOf(market, value.region)) {
    ctx.addIssue({
      code: 'custom',
      path: ['region'],
      message: market === 'AU' ? 'lead-validation.state_invalid' : 'lead-validation.region_invalid',
    });
  }
  const limits = amountLimits?.[market];
  if (limits && typeof value.amount === 'number' && Number.isInteger(value.amount)) {
    const fault = amountLimitFault(market, value.amount, limits);
    if (fault) ctx.addIssue(fault);
  }
}

/**
 * What is wrong with an ABN or NZBN, as every form words it (issue 30: one wording per rule,
 * and an NZBN whose only fault is its check digit says so); undefined when it is valid.
 */
export function businessNumberFault(market: Market, value: string): MessageKey | undefined {
  if (market === 'AU') return isValidAbn(value) ? undefined : 'lead-validation.abn_invalid';
  if (isValidNzbn(value)) return undefined;
  return isNzbnCheckDigitWrong(value)
    ? 'market-validation.nzbn_check_digit'
    : 'lead-validation.nzbn_invalid';
}

/** An amount outside the market's limits, as an issue naming the limit and the currency. */
export function amountLimitFault(
  market: Market,
  amount: number,
  limits: AmountLimits,
): z.core.$ZodRawIssue | undefined {
  if (amount < limits.min) {
    return {
      code: 'too_small',
      origin: 'number',
      minimum: limits.min,
      inclusive: true,
      input: amount,
      path: ['amount'],
      message: AMOUNT_MIN_MESSAGE[market],
    };
  }
  if (amount > limits.max) {
    return {
      code: 'too_big',
      origin: 'number',
      maximum: limits.max,
      inclusive: true,
      input: amount,
      path: ['amount'],
      message: AMOUNT_MAX_MESSAGE[market],
    };
  }
  return undefined;
}
