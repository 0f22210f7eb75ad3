import { z } from 'zod';
import { LEAD_STATUSES } from '../leads/pipeline';
import { MARKETS } from '../markets/markets';
import { PARTNER_STATUSES } from '../partners/partner-status';

/** Shortest query the global search answers: one letter would match most of the book. */
export const SEARCH_MIN_LENGTH = 2;
/** Results per group: a palette shows a handful, the lists are for the rest. */
export const SEARCH_GROUP_LIMIT = 8;

/** GET /api/search?q=: the global search box (issue 34, decision 0078). */
export const ZSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, { message: 'search.too_short' })
    .max(100, { message: 'validation.too_long' }),
});

const ZLeadHitSchema = z.object({
  id: z.string(),
  reference: z.string(),
  market: z.enum(MARKETS),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  business_name: z.string().nullable(),
  email: z.string(),
  /** The query is this lead's reference, e-mail, mobile or ABN/NZBN, not a part of it. */
  exact: z.boolean(),
});

const ZPartnerHitSchema = z.object({
  id: z.string(),
  company: z.string(),
  name: z.string(),
  email: z.string(),
  market: z.enum(MARKETS),
  status: z.enum(PARTNER_STATUSES),
  exact: z.boolean(),
});

const ZAdminHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  exact: z.boolean(),
});

export const ZSearchResponseSchema = z.object({
  leads: z.array(ZLeadHitSchema),
  partners: z.array(ZPartnerHitSchema),
  admins: z.array(ZAdminHitSchema),
});
export type TSearchResponse = z.infer<typeof ZSearchResponseSchema>;
