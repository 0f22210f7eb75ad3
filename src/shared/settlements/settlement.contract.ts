import { z } from 'zod';
import { ZIsoDay } from '../deal-room/term-sheet.contract';
import { HARD_AMOUNT_LIMITS } from '../leads/lead-fields';
import { CURRENCIES } from '../markets/markets';

/**
 * A settlement's figures (issue 30, decision 0054): the amount in whole dollars of the lead's
 * currency, the lender (an active option of the `lender` group offered in the lead's market,
 * checked by the server) and the day, not after today on the market's clock.
 */
export const settlementFigureFields = {
  settled_amount: z
    .number({ message: 'settlement-validation.amount' })
    .int({ message: 'settlement-validation.amount' })
    .min(1, { message: 'settlement-validation.amount' })
    .max(HARD_AMOUNT_LIMITS.max, { message: 'validation.max_value' }),
  lender: z
    .string({ message: 'settlement-validation.lender' })
    .trim()
    .min(1, { message: 'settlement-validation.lender' })
    .max(64, { message: 'validation.too_long' }),
  settled_on: ZIsoDay,
};
export const SETTLEMENT_FIGURES = Object.keys(settlementFigureFields) as Array<
  keyof typeof settlementFigureFields
>;

/** The settlement a settled lead's screen shows; the lender labelled in the reader's language. */
export const ZSettlementSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  lender: z.object({ value: z.string(), label: z.string() }),
  settled_on: z.string(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});

/**
 * POST /api/leads/:id/settlement/reversal: an admin takes a settlement back. The reason is
 * required: the timeline, the audit list and any clawback row carry it.
 */
export const ZReverseSettlementRequestSchema = z.strictObject({
  version: z.number({ message: 'validation.invalid_type' }).int().min(1),
  reason: z
    .string({ message: 'settlement-validation.reason' })
    .trim()
    .min(1, { message: 'settlement-validation.reason' })
    .max(500, { message: 'validation.too_long' }),
});
