import { z } from 'zod';
import { keysetPage, keysetQueryFields } from '../api/keyset';
import { CURRENCIES, MARKETS } from '../markets/markets';
import {
  COMMISSION_KINDS,
  COMMISSION_STATUSES,
  COMMISSION_TYPES,
  MAX_FLAT_AMOUNT,
  MAX_RATE_BASIS_POINTS,
} from './commission-terms';

const choice = { message: 'validation.invalid_choice' } as const;
const id = z.uuid({ message: 'validation.invalid_format' });
const time = z.iso.datetime({ offset: true });

/** A partner's terms as the partner panel shows them: `value` in basis points or dollars. */
export const ZCommissionTermsSchema = z
  .object({ type: z.enum(COMMISSION_TYPES), value: z.number().int() })
  .nullable();

/** Pending, approved and paid sums of one market, in that market's currency only. */
export const ZCommissionTotalsSchema = z.object({
  market: z.enum(MARKETS),
  currency: z.enum(CURRENCIES),
  pending: z.number().int(),
  approved: z.number().int(),
  paid: z.number().int(),
});
export type TCommissionTotals = z.infer<typeof ZCommissionTotalsSchema>;

export const COMMISSION_TERM_CHOICES = ['none', ...COMMISSION_TYPES] as const;

/**
 * PUT /api/partners/:id/commission. A rate is typed as a percent (two decimals at most: it is
 * kept in basis points), a flat sum in whole dollars; `none` stops new commissions.
 */
export const ZCommissionTermsRequestSchema = z
  .strictObject({
    commission_type: z.enum(COMMISSION_TERM_CHOICES, choice),
    rate_percent: z.coerce.number({ message: 'commissions.rate_range' }).optional(),
    flat_amount: z.coerce.number({ message: 'commissions.flat_range' }).optional(),
    show_commissions: z.boolean({ message: 'validation.invalid_type' }),
  })
  .superRefine((value, ctx) => {
    if (value.commission_type === 'rate') {
      const basisPoints = (value.rate_percent ?? 0) * 100;
      const whole = Math.abs(basisPoints - Math.round(basisPoints)) < 1e-6;
      if (!whole || basisPoints < 1 || basisPoints > MAX_RATE_BASIS_POINTS) {
        ctx.addIssue({ code: 'custom', path: ['rate_percent'], message: 'commissions.rate_range' });
      }
    }
    if (value.commission_type === 'flat') {
      const amount = value.flat_amount ?? 0;
      if (!Number.isInteger(amount) || amount < 1 || amount > MAX_FLAT_AMOUNT) {
        ctx.addIssue({ code: 'custom', path: ['flat_amount'], message: 'commissions.flat_range' });
      }
    }
  });

/** GET /api/commissions: one market's rows, newest first, by status and partner. */
export const ZCommissionListQuerySchema = z.strictObject({
  market: z.enum(MARKETS, choice).default('AU'),
  status: z.enum(COMMISSION_STATUSES, choice).optional(),
  partner: id.optional(),
  ...keysetQueryFields,
});

const ZCommissionRowSchema = z.object({
  id: z.string(),
  lead: z.object({ id: z.string(), reference: z.string() }),
  partner: z.object({ id: z.string(), company: z.string() }),
  market: z.enum(MARKETS),
  currency: z.enum(CURRENCIES),
  amount: z.number().int(),
  basis: z.object({ type: z.enum(COMMISSION_TYPES), value: z.number().int() }),
  status: z.enum(COMMISSION_STATUSES),
  /** A clawback (decision 0054) has a negative amount, the reversal's reason, its original. */
  kind: z.enum(COMMISSION_KINDS),
  reason: z.string().nullable(),
  reverses_id: z.string().nullable(),
  created_at: time,
  approved_at: time.nullable(),
  approved_by: z.string().nullable(),
  paid_at: time.nullable(),
  paid_by: z.string().nullable(),
});
export type TCommissionRow = z.infer<typeof ZCommissionRowSchema>;
export const ZCommissionListResponseSchema = keysetPage(ZCommissionRowSchema);

/** POST /api/commissions/status: the selected rows, each one step on (pending → approved → paid). */
export const ZCommissionMoveRequestSchema = z.strictObject({
  ids: z
    .array(id)
    .min(1, { message: 'validation.required' })
    .max(100, { message: 'validation.too_long' }),
  status: z.enum(['approved', 'paid'], choice),
});
export const ZCommissionMoveResponseSchema = z.object({
  message: z.string(),
  changed: z.number().int(),
});

/** The partner's own rows: no partner ids, only what they earned and where it stands. */
const ZMyCommissionRowSchema = ZCommissionRowSchema.pick({
  id: true,
  market: true,
  currency: true,
  amount: true,
  status: true,
  kind: true,
  reason: true,
  created_at: true,
  approved_at: true,
  paid_at: true,
}).extend({ lead_reference: z.string() });

/** GET /api/my-commissions: `hidden` when an admin keeps commissions from this partner. */
export const ZMyCommissionsResponseSchema = z.object({
  hidden: z.boolean(),
  totals: z.array(ZCommissionTotalsSchema),
  recent: z.array(ZMyCommissionRowSchema),
});

export const ZCommissionExportQuerySchema = z.strictObject({
  market: z.enum(MARKETS, choice).optional(),
});
