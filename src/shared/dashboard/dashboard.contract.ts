import { z } from 'zod';
import { LEAD_SOURCES } from '../leads/lead-sources';
import { LEAD_STATUSES } from '../leads/pipeline';
import { CURRENCIES, MARKETS } from '../markets/markets';

const count = z.number().int().nonnegative();
/** Whole dollars of one currency: amounts of two markets are never added together. */
const amount = z.number().int().nonnegative();

export const ZAdminDashboardQuerySchema = z.object({ market: z.enum(MARKETS).default('AU') });

/** One market's figures for the admin dashboard, and leads per week for every market. */
export const ZAdminDashboardResponseSchema = z.object({
  market: z.enum(MARKETS),
  currency: z.enum(CURRENCIES),
  new_this_week: count,
  new_this_month: count,
  /** Open statuses in pipeline order, each with its count and amount (zeros included). */
  pipeline: z.array(z.object({ status: z.enum(LEAD_STATUSES), count, amount })),
  /** Leads of the last 12 months, and how many of them settled. */
  conversion: z.object({ leads: count, settled: count }),
  by_source: z.array(z.object({ source: z.enum(LEAD_SOURCES), count })),
  top_partners: z.array(
    z.object({ partner_id: z.string(), company: z.string(), leads: count, settled_amount: amount }),
  ),
  aging: z.object({
    days: z.number().int().positive(),
    count,
    oldest: z.array(
      z.object({
        id: z.string(),
        reference: z.string(),
        business_name: z.string().nullable(),
        status: z.enum(LEAD_STATUSES),
        last_activity_at: z.string(),
      }),
    ),
  }),
  /** The last 12 weeks (Monday first), oldest first, with a count per market. */
  weekly: z.array(z.object({ week: z.string(), counts: z.record(z.enum(MARKETS), count) })),
});

export const ZPartnerDashboardResponseSchema = z.object({
  referral_code: z.string(),
  by_status: z.array(z.object({ status: z.enum(LEAD_STATUSES), count })),
  /** Per currency: a partner with clients on both sides of the Tasman sees two lines. */
  settled: z.array(z.object({ currency: z.enum(CURRENCIES), count, amount })),
  recent_changes: z.array(
    z.object({
      lead_id: z.string(),
      reference: z.string(),
      applicant: z.string(),
      business_name: z.string().nullable(),
      from: z.enum(LEAD_STATUSES).nullable(),
      to: z.enum(LEAD_STATUSES),
      at: z.string(),
    }),
  ),
});

export type TAdminDashboardResponse = z.infer<typeof ZAdminDashboardResponseSchema>;
