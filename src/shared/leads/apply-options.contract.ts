import { z } from 'zod/mini';
import { CURRENCIES, MARKETS } from '../markets/markets';

/** GET /api/apply/options: everything the guest forms need, labels in the caller's language. */
const ZLabelledValue = z.object({ value: z.string(), label: z.string() });

export const ZApplyOptionsResponseSchema = z.object({
  markets: z.array(
    z.object({
      code: z.enum(MARKETS),
      currency: z.enum(CURRENCIES),
      business_number: z.enum(['ABN', 'NZBN']),
      /** States (AU) or regions (NZ). */
      regions: z.array(z.object({ code: z.string(), name: z.string() })),
      amount_limits: z.object({ min: z.int(), max: z.int() }),
    }),
  ),
  structures: z.array(ZLabelledValue),
  industries: z.array(ZLabelledValue),
  purposes: z.array(ZLabelledValue),
  time_trading: z.array(ZLabelledValue),
  term_months: z.object({ min: z.int(), max: z.int() }),
  /** The consent sentence to show next to the checkbox; the server records this same text. */
  consent_text: z.string(),
  default_product: z.string(),
  /** Send back as `form_token` with the application. */
  form_token: z.string(),
  min_fill_seconds: z.number(),
});
export type TApplyOptionsResponse = z.infer<typeof ZApplyOptionsResponseSchema>;

export const ZReferrerParamsSchema = z.object({ code: z.string() });
/** GET /api/apply/referrer/:code: the referring company, or null for an unknown or inactive code. */
export const ZReferrerResponseSchema = z.object({ company: z.nullable(z.string()) });
