import { z } from 'zod/mini';
import { MARKETS } from '../markets/markets';
import { MAX_TEXT, emailField, requiredText } from '../validation/fields';

/**
 * Field building blocks of the guest application and the partner sign-up. Messages are
 * translation keys; market-dependent rules (phone, business number, region, amount limits) need
 * the market and are checked in `checkMarketRules` (lead-market-rules.ts). `zod/mini`, as
 * validation/fields.ts says why.
 */
export const BUSINESS_STRUCTURES = ['sole_trader', 'company', 'trust', 'partnership'] as const;

export const DEFAULT_PRODUCT_SLUG = 'single-event';
export const TERM_MONTHS = { min: 3, max: 360 } as const;
/** The widest amounts any configuration may allow; the options table narrows them per market. */
export const HARD_AMOUNT_LIMITS = { min: 1, max: 100_000_000 } as const;
export const MAX_ANNUAL_REVENUE = 100_000_000_000;

export const marketField = z.enum(MARKETS, { message: 'validation.invalid_choice' });
export const nameField = requiredText(100);
export { emailField };

/** Raw as typed; normalised to E.164 once the market is known. */
export const mobileField = requiredText(40);

/** ABN or NZBN as typed (spaces allowed); checked against the market's algorithm. */
export const businessNumberField = requiredText(30);

/** A value offered by the options table (industry, purpose, time trading). */
export const optionValueField = (allowed?: readonly string[]) =>
  allowed && allowed.length > 0
    ? z.enum(allowed as [string, ...string[]], { message: 'validation.invalid_choice' })
    : z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { message: 'form.select_required' }),
          z.maxLength(64, { message: 'validation.too_long' }),
        );

/** Whole dollars from `min` (0 unless said) to `max`. */
export const wholeDollars = (max: number, min = 0) =>
  z
    .number({ message: 'lead-validation.whole_dollars' })
    .check(
      z.int({ message: 'lead-validation.whole_dollars' }),
      z.minimum(min, { message: 'validation.min_value' }),
      z.maximum(max, { message: 'validation.max_value' }),
    );

export const requiredTextField = requiredText;

export const optionalText = (max = MAX_TEXT) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { message: 'validation.too_long' })));

/** Spam traps shared by the guest forms: a honeypot that people leave empty and a fill-time token. */
export const spamFields = {
  /** Hidden from people (CSS, aria-hidden, tabindex=-1, autocomplete=off); bots fill it. */
  website: z.optional(z.string().check(z.maxLength(MAX_TEXT, { message: 'validation.too_long' }))),
  /** The `form_token` from the GET that served the form; proves a minimum fill time. */
  form_token: z
    .string()
    .check(
      z.minLength(1, { message: 'validation.required' }),
      z.maxLength(200, { message: 'validation.too_long' }),
    ),
};
