import { z } from 'zod';
import { CURRENCIES, MARKETS } from '../markets/markets';
import { ZStatementRowSchema } from '../statements/statements.contract';
import { PAYOUT_BATCH_STATUSES, PAYOUT_REFUSALS } from './payout-terms';

const choice = { message: 'validation.invalid_choice' } as const;
const id = z.uuid({ message: 'validation.invalid_format' });
const time = z.iso.datetime({ offset: true });

export const ZPayoutMarketQuerySchema = z.strictObject({
  market: z.enum(MARKETS, choice).default('AU'),
});

/** An issued statement as a new batch offers it: `refusal` says why it cannot be chosen. */
const ZSelectableStatementSchema = ZStatementRowSchema.extend({
  refusal: z.enum(PAYOUT_REFUSALS).nullable(),
  refusal_text: z.string().nullable(),
});
export const ZSelectableStatementsResponseSchema = z.object({
  data: z.array(ZSelectableStatementSchema),
  minimum_cents: z.number().int(),
});

const ZPayoutBatchSchema = z.object({
  id: z.string(),
  market: z.enum(MARKETS),
  currency: z.enum(CURRENCIES),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  total_cents: z.number().int(),
  statement_count: z.number().int(),
  created_at: time,
  paid_on: z.string().nullable(),
  bank_reference: z.string().nullable(),
  cancelled_at: time.nullable(),
});
export type TPayoutBatch = z.infer<typeof ZPayoutBatchSchema>;
export const ZPayoutBatchListResponseSchema = z.object({ data: z.array(ZPayoutBatchSchema) });

export const ZPayoutBatchDetailResponseSchema = z.object({
  batch: ZPayoutBatchSchema,
  statements: z.array(ZStatementRowSchema),
});

export const ZPayoutBatchParamsSchema = z.strictObject({ id });

/** POST /api/payouts: the chosen statements of one market. */
export const ZCreatePayoutBatchRequestSchema = z.strictObject({
  market: z.enum(MARKETS, choice),
  statement_ids: z
    .array(id)
    .min(1, { message: 'payouts.errors.none_chosen' })
    .max(5_000, { message: 'validation.too_long' }),
});

/** POST /api/payouts/:id/paid: when the bank paid it and its reference. */
export const ZMarkPayoutPaidRequestSchema = z.strictObject({
  paid_on: z.iso.date({ message: 'validation.invalid_format' }),
  bank_reference: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(60, { message: 'validation.too_long' }),
});

export const ZPayoutBatchActionResponseSchema = z.object({
  message: z.string(),
  batch: ZPayoutBatchSchema,
});
