import { z } from 'zod';
import { CURRENCIES } from '../markets/markets';
import { LEAD_STATUSES } from './pipeline';
import { ZNextTaskSchema } from '../tasks/tasks.contract';

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
  next_task: ZNextTaskSchema.nullable(),
});
export type TLeadCard = z.infer<typeof ZLeadCardSchema>;

/** A page of one column's cards: longest in the stage first; `next_cursor` for more. */
export const ZLeadBoardCardsSchema = z.object({
  cards: z.array(ZLeadCardSchema),
  next_cursor: z.string().nullable(),
});

/** The board of one market (issue 15): a column per status, its total and its first cards. */
export const ZLeadBoardResponseSchema = z.object({
  currency: z.enum(CURRENCIES),
  columns: z.array(
    ZLeadBoardCardsSchema.extend({
      status: z.enum(LEAD_STATUSES),
      count: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  decline_reasons: z.array(ZChoice),
  withdrawal_reasons: z.array(ZChoice),
  /** The market's active lenders: a card dropped on Settled asks for its figures (0054). */
  lenders: z.array(ZChoice),
});
export type TLeadBoardResponse = z.infer<typeof ZLeadBoardResponseSchema>;
