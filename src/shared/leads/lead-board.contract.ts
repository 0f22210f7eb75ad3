import { z } from 'zod';
import { CURRENCIES } from '../markets/markets';
import { LEAD_STATUSES } from './pipeline';

const ZChoice = z.object({ value: z.string(), label: z.string() });

/** One lead on the pipeline board: what a card shows, and where it may move. */
const ZLeadCardSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  name: z.string(),
  business_name: z.string().nullable(),
  amount: z.number().int(),
  partner_company: z.string().nullable(),
  days_in_stage: z.number().int(),
  version: z.number().int(),
  allowed_moves: z.array(z.enum(LEAD_STATUSES)),
});
export type TLeadCard = z.infer<typeof ZLeadCardSchema>;

/** The board of one market (issue 15): a column per status, the newest cards of each. */
export const ZLeadBoardResponseSchema = z.object({
  currency: z.enum(CURRENCIES),
  columns: z.array(
    z.object({
      status: z.enum(LEAD_STATUSES),
      count: z.number().int(),
      amount: z.number().int(),
      cards: z.array(ZLeadCardSchema),
    }),
  ),
  decline_reasons: z.array(ZChoice),
  withdrawal_reasons: z.array(ZChoice),
});
export type TLeadBoardResponse = z.infer<typeof ZLeadBoardResponseSchema>;
