import { z } from 'zod';
import { keysetPage } from '../api/keyset';
import { CURRENCIES, MARKETS } from '../markets/markets';
import { LEAD_SOURCES } from './lead-sources';
import { LEAD_STATUSES } from './pipeline';
import { ZNextTaskSchema } from '../tasks/tasks.contract';

export const LEAD_SORTS = ['created', 'amount', 'status', 'name'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
export const PAGE_SIZES = [25, 50, 100] as const;

/** `a,b` in a query string, or the parameter repeated: a list either way. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(item).max(20),
  );
const isoDate = z.iso.date();

/**
 * The filters of a lead list, as the address bar carries them (bookmarkable): the same for the
 * admin's lists, a partner's own list and the CSV export of either.
 */
const ZLeadFiltersSchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: listOf(z.enum(LEAD_STATUSES)).optional(),
  source: listOf(z.enum(LEAD_SOURCES)).optional(),
  partner: z.uuid().optional(),
  /** An admin's id, or `none` for leads nobody is assigned to. */
  assigned: z.union([z.uuid(), z.literal('none')]).optional(),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  amount_min: z.coerce.number().int().nonnegative().optional(),
  amount_max: z.coerce.number().int().nonnegative().optional(),
  /** Only open leads without activity for the `lead_aging_days` setting. */
  aging: z.enum(['true']).optional(),
  /** Only leads without an open task (issue 34; admins only: partners never see tasks). */
  no_task: z.enum(['true']).optional(),
  sort: z.enum(LEAD_SORTS).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});

/** A range the wrong way round names its first field. */
function checkRanges(
  value: { amount_min?: number; amount_max?: number; created_from?: string; created_to?: string },
  context: z.RefinementCtx,
) {
  if (
    value.amount_min !== undefined &&
    value.amount_max !== undefined &&
    value.amount_min > value.amount_max
  )
    context.addIssue({
      code: 'custom',
      path: ['amount_min'],
      message: 'lead-list.amount_range_invalid',
    });
  if (value.created_from && value.created_to && value.created_from > value.created_to)
    context.addIssue({
      code: 'custom',
      path: ['created_from'],
      message: 'lead-list.date_range_invalid',
    });
}

const ZLeadListQueryShape = ZLeadFiltersSchema.extend({
  market: z.enum(MARKETS),
  /** Opaque: the `next_cursor` of the previous page. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), {
      message: 'lead-list.limit_invalid',
    })
    .default(25),
});

export const ZLeadListQuerySchema = ZLeadListQueryShape.superRefine(checkRanges);

export const ZMyLeadListQuerySchema = ZLeadListQueryShape.omit({
  market: true,
  partner: true,
  assigned: true,
  no_task: true,
})
  .extend({ market: z.enum(MARKETS).optional() })
  .superRefine(checkRanges);

/**
 * The pipeline board takes the list's filters for one market; its order and its pages are
 * its own (a column's cards, longest in their stage first).
 */
export const ZLeadBoardQuerySchema = ZLeadFiltersSchema.extend({
  market: z.enum(MARKETS),
}).superRefine(checkRanges);
/** More cards of one column: the board's filters, the column, and its `next_cursor`. */
export const ZLeadBoardColumnQuerySchema = ZLeadFiltersSchema.extend({
  market: z.enum(MARKETS),
  column: z.enum(LEAD_STATUSES),
  cursor: z.string().max(500),
}).superRefine(checkRanges);

/** The CSV export takes the filters of the list it exports, without paging. */
export const ZLeadExportQuerySchema = ZLeadFiltersSchema.extend({
  market: z.enum(MARKETS),
}).superRefine(checkRanges);
export const ZMyLeadExportQuerySchema = ZLeadFiltersSchema.omit({
  partner: true,
  assigned: true,
  no_task: true,
})
  .extend({ market: z.enum(MARKETS).optional() })
  .superRefine(checkRanges);

export const ZLeadListItemSchema = z.object({
  id: z.string(),
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
  aging: z.boolean(),
});

/** What an admin sees in a list row: contact, source, partner and assignment besides. */
const ZAdminLeadListItem = ZLeadListItemSchema.extend({
  email: z.string(),
  mobile: z.string(),
  source: z.enum(LEAD_SOURCES),
  partner: z.object({ id: z.string(), company: z.string() }).nullable(),
  assigned_to: z.object({ id: z.string(), name: z.string() }).nullable(),
  last_activity_at: z.string(),
  next_task: ZNextTaskSchema.nullable(),
});

export const ZLeadListResponseSchema = keysetPage(ZAdminLeadListItem);

/**
 * A partner's own row: never contact details, documents, financials or internal notes; whether
 * its settlement was reversed and not settled again, so an "Approved" says why (issue 42 item 3).
 */
const ZMyLeadListItem = ZLeadListItemSchema.extend({ settlement_reversed: z.boolean() });

/** A partner's own list. */
export const ZMyLeadListResponseSchema = keysetPage(ZMyLeadListItem);

export type TLeadFilters = z.output<typeof ZLeadFiltersSchema>;
export type TAdminLeadListItem = z.infer<typeof ZAdminLeadListItem>;
export type TLeadListItem = z.infer<typeof ZLeadListItemSchema>;
export type TMyLeadListItem = z.infer<typeof ZMyLeadListItem>;
