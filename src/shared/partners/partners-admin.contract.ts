import { z } from 'zod';
import { keysetPage, keysetQueryFields } from '../api/keyset';
import { ZAuditEventSchema } from '../audit/audit.contract';
import {
  ZCommissionTermsSchema,
  ZCommissionTotalsSchema,
} from '../commissions/commissions.contract';
import {
  businessNumberField,
  marketField,
  mobileField,
  requiredTextField,
} from '../leads/lead-fields';
import { checkMarketRules } from '../leads/lead-market-rules';
import { CURRENCIES, MARKETS } from '../markets/markets';
import { EVEN_WITH_OTHER_ERRORS } from '../validation/every-error';
import { PARTNER_STATUSES } from './partner-status';

export const PARTNER_SORTS = ['created', 'company', 'status'] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];

const choice = { message: 'validation.invalid_choice' } as const;

/** GET /api/partners: search, filters, sort and keyset pages. */
export const ZPartnerListRequestSchema = z.strictObject({
  search: z.string().trim().max(200, { message: 'validation.too_long' }).optional(),
  status: z.enum(PARTNER_STATUSES, choice).optional(),
  market: z.enum(MARKETS, choice).optional(),
  sort: z.enum(PARTNER_SORTS, choice).default('created'),
  ...keysetQueryFields,
});

const ZPartnerListRowSchema = z.object({
  id: z.string(),
  company: z.string(),
  name: z.string(),
  email: z.string(),
  market: z.enum(MARKETS),
  status: z.enum(PARTNER_STATUSES),
  referral_code: z.string(),
  email_verified: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type TPartnerListRow = z.infer<typeof ZPartnerListRowSchema>;
export const ZPartnerListResponseSchema = keysetPage(ZPartnerListRowSchema);

export const ZPartnerIdParamsSchema = z.strictObject({
  id: z.uuid({ message: 'errors.not_found' }),
});

/** A partner's figures in one market; amounts in whole units of that market's currency only. */
export const ZPartnerFiguresSchema = z.object({
  market: z.enum(MARKETS),
  currency: z.enum(CURRENCIES),
  leads: z.number().int(),
  open_leads: z.number().int(),
  settled_count: z.number().int(),
  settled_amount: z.number().int(),
  /** settled / leads, 0 when there are no leads. */
  conversion: z.number(),
});

export const ZPartnerDetailResponseSchema = z.object({
  id: z.string(),
  company: z.string(),
  phone: z.string(),
  market: z.enum(MARKETS),
  business_number: z.string(),
  status: z.enum(PARTNER_STATUSES),
  referral_code: z.string(),
  referral_url: z.string(),
  approved_at: z.iso.datetime({ offset: true }).nullable(),
  approved_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    email_verified_at: z.iso.datetime({ offset: true }).nullable(),
  }),
  figures: z.array(ZPartnerFiguresSchema),
  commission_terms: ZCommissionTermsSchema,
  show_commissions: z.boolean(),
  commission_totals: z.array(ZCommissionTotalsSchema),
});
export type TPartnerDetail = z.infer<typeof ZPartnerDetailResponseSchema>;

/** PATCH /api/partners/:id: the firm's details of a partner; mobile and number per market. */
export const ZPartnerUpdateRequestSchema = z
  .strictObject({
    company: requiredTextField(200),
    market: marketField,
    mobile: mobileField,
    business_number: businessNumberField,
  })
  .superRefine((value, ctx) => checkMarketRules(value, ctx), EVEN_WITH_OTHER_ERRORS);
export type TPartnerUpdateRequest = z.input<typeof ZPartnerUpdateRequestSchema>;
export type TPartnerUpdate = z.output<typeof ZPartnerUpdateRequestSchema>;

export const ZPartnerActionResponseSchema = z.object({
  message: z.string(),
  partner: ZPartnerDetailResponseSchema,
});

export const ZPartnerAuditResponseSchema = z.object({ data: z.array(ZAuditEventSchema) });
