import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { CURRENCIES, MARKETS } from '../markets/markets';

/**
 * A partner's running balance in one market (issue 35 item 5), whole dollars of its currency:
 * AUD and NZD are never summed together.
 */
const ZMarketBalanceSchema = z.object({
  market: z.enum(MARKETS),
  currency: z.enum(CURRENCIES),
  /** Approved commissions and clawbacks that no statement carries yet. */
  not_in_statement: z.number().int(),
  /** The newest issued statement's total; null while there is none. */
  last_statement: z
    .object({ number: z.string(), issued_at: z.iso.datetime({ offset: true }), total: z.number() })
    .nullable(),
  /** Paid since the start of the market's financial year (AU 1 July, NZ 1 April). */
  paid_this_year: z.number().int(),
  /** That first day, YYYY-MM-DD on the market's clock. */
  year_start: z.iso.date(),
});

const ZPartnerBalanceResponseSchema = z.object({
  /** The firm hides commissions from this partner: no figures at all. */
  hidden: z.boolean(),
  balances: z.array(ZMarketBalanceSchema),
});
export type TPartnerBalance = z.infer<typeof ZPartnerBalanceResponseSchema>;

export const PARTNER_BALANCE_ENDPOINTS = {
  mine: endpoint({
    method: 'GET',
    path: '/api/dashboard/partner/balance',
    response: ZPartnerBalanceResponseSchema,
  }),
};
