import { z } from 'zod';
import { CURRENCIES, MARKETS, type Market } from '../markets/markets';
import { LEAD_SOURCES } from './lead-sources';
import { LEAD_STATUSES } from './pipeline';

/** Lead lists of the back office (/leads, /leads/nz) and of partners (/my-leads), issue 15. */
export const LEAD_LIST_SORTS = ['created_at', 'amount', 'status', 'name'] as const;
export type LeadListSort = (typeof LEAD_LIST_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const PAGE_SIZES = [25, 50, 100] as const;
export const BULK_MAX_LEADS = 100;

/** Date filters name calendar days where the market's firm works. */
export const MARKET_TIME_ZONES: Record<Market, string> = {
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
};

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: 'validation.invalid_choice' });

/** `status=new,contacted` (what a URL keeps) or repeated `status=` parameters. */
const statusList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(choice(LEAD_STATUSES)).max(LEAD_STATUSES.length, { message: 'validation.too_long' }),
);
const day = z.iso.date({ message: 'validation.invalid_format' });
const wholeDollars = z.coerce
  .number({ message: 'validation.invalid_type' })
  .int({ message: 'lead-validation.whole_dollars' })
  .min(0, { message: 'validation.min_value' })
  .max(1_000_000_000, { message: 'validation.max_value' });
const uuid = z.uuid({ message: 'validation.invalid_format' });

const commonFilters = {
  q: z.string().trim().max(200, { message: 'validation.too_long' }).optional(),
  status: statusList.optional(),
  created_from: day.optional(),
  created_to: day.optional(),
  amount_min: wholeDollars.optional(),
  amount_max: wholeDollars.optional(),
  sort: choice(LEAD_LIST_SORTS).default('created_at'),
  dir: choice(SORT_DIRECTIONS).default('desc'),
};
const page = {
  cursor: z.string().max(512, { message: 'validation.too_long' }).optional(),
  limit: z.coerce
    .number({ message: 'validation.invalid_choice' })
    .pipe(
      z.union(
        PAGE_SIZES.map((size) => z.literal(size)),
        { message: 'validation.invalid_choice' },
      ),
    )
    .default(PAGE_SIZES[0]),
};
const adminFilters = {
  ...commonFilters,
  market: choice(MARKETS),
  partner_id: uuid.optional(),
  source: choice(LEAD_SOURCES).optional(),
  assigned_to: uuid.optional(),
  aging: z.enum(['true', 'false'], { message: 'validation.invalid_choice' }).optional(),
};
const partnerFilters = { ...commonFilters, market: choice(MARKETS).optional() };

/** A range whose end comes before its start names the end as the field at fault. */
function checkRanges(
  value: { amount_min?: number; amount_max?: number; created_from?: string; created_to?: string },
  ctx: z.RefinementCtx,
) {
  if (value.amount_min !== undefined && value.amount_max !== undefined) {
    if (value.amount_max < value.amount_min) {
      ctx.addIssue({ code: 'custom', path: ['amount_max'], message: 'lead-list.errors.range' });
    }
  }
  if (value.created_from && value.created_to && value.created_to < value.created_from) {
    ctx.addIssue({ code: 'custom', path: ['created_to'], message: 'lead-list.errors.range' });
  }
}

export const ZAdminLeadListQuerySchema = z
  .strictObject({ ...adminFilters, ...page })
  .superRefine(checkRanges);
export const ZAdminLeadExportQuerySchema = z.strictObject(adminFilters).superRefine(checkRanges);
export const ZPartnerLeadListQuerySchema = z
  .strictObject({ ...partnerFilters, ...page })
  .superRefine(checkRanges);
export const ZPartnerLeadExportQuerySchema = z
  .strictObject(partnerFilters)
  .superRefine(checkRanges);
export type TAdminLeadFilters = z.output<typeof ZAdminLeadExportQuerySchema>;
export type TPartnerLeadFilters = z.output<typeof ZPartnerLeadExportQuerySchema>;
/** What a list screen keeps in its URL: the filters of either list, as typed. */
export type TLeadListQuery = z.input<typeof ZAdminLeadListQuerySchema>;

/** What a partner may see of a lead: no contact, financial or internal details. */
const partnerRow = {
  id: z.uuid(),
  reference: z.string(),
  market: z.enum(MARKETS),
  first_name: z.string(),
  last_name: z.string(),
  business_name: z.string().nullable(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(LEAD_STATUSES),
  created_at: z.string(),
  status_changed_at: z.string(),
};
export const ZPartnerLeadRowSchema = z.object(partnerRow);
export const ZAdminLeadRowSchema = z.object({
  ...partnerRow,
  email: z.string(),
  mobile: z.string(),
  business_number: z.string().nullable(),
  source: z.enum(LEAD_SOURCES),
  partner: z.object({ id: z.uuid(), company: z.string() }).nullable(),
  assigned_to: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  last_activity_at: z.string(),
  aging: z.boolean(),
});
export type TAdminLeadRow = z.output<typeof ZAdminLeadRowSchema>;
export type TPartnerLeadRow = z.output<typeof ZPartnerLeadRowSchema>;

export const ZAdminLeadListResponseSchema = z.object({
  data: z.array(ZAdminLeadRowSchema),
  next_cursor: z.string().nullable(),
});
export const ZPartnerLeadListResponseSchema = z.object({
  data: z.array(ZPartnerLeadRowSchema),
  next_cursor: z.string().nullable(),
});

/** Choices of the admin list's partner and assignee filters (and of bulk assignment). */
export const ZLeadFilterOptionsResponseSchema = z.object({
  partners: z.array(z.object({ id: z.uuid(), company: z.string() })),
  admins: z.array(z.object({ id: z.uuid(), name: z.string() })),
  aging_days: z.number().int(),
});
