import { z } from 'zod';
import { keysetPage, keysetQueryFields } from '../api/keyset';
import { CURRENCIES, MARKETS } from '../markets/markets';
import { PERIOD_PATTERN, STATEMENT_KINDS, STATEMENT_STATES } from './statement-terms';

const choice = { message: 'validation.invalid_choice' } as const;
const id = z.uuid({ message: 'validation.invalid_format' });

/** GET /api/statements: one market's statements, newest number first, by period and partner. */
export const ZStatementListQuerySchema = z.strictObject({
  market: z.enum(MARKETS, choice).default('AU'),
  period: z
    .string()
    .trim()
    .regex(PERIOD_PATTERN, { message: 'validation.invalid_format' })
    .optional(),
  partner: id.optional(),
  ...keysetQueryFields,
});

export const ZStatementRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  market: z.enum(MARKETS),
  currency: z.enum(CURRENCIES),
  period: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  state: z.enum(STATEMENT_STATES),
  partner: z.object({ id: z.string(), company: z.string() }),
  /** Cents of `currency`: the balance carried in, the lines, their GST, and what is owed. */
  carried_cents: z.number().int(),
  subtotal_cents: z.number().int(),
  gst_cents: z.number().int(),
  total_cents: z.number().int(),
  issued_at: z.iso.datetime({ offset: true }),
});
export type TStatementRow = z.infer<typeof ZStatementRowSchema>;
export const ZStatementListResponseSchema = keysetPage(ZStatementRowSchema);

/** GET /api/my-statements: the partner's own, every market, newest first. */
export const ZMyStatementsResponseSchema = z.object({
  data: z.array(ZStatementRowSchema.omit({ partner: true })),
});
export type TMyStatementRow = z.infer<typeof ZMyStatementsResponseSchema>['data'][number];

export const ZStatementIdParamsSchema = z.strictObject({ id });

/** POST /api/statements/close: an admin closes a market's open period now. */
export const ZCloseStatementsRequestSchema = z.strictObject({
  market: z.enum(MARKETS, choice),
});
export const ZCloseStatementsResponseSchema = z.object({
  message: z.string(),
  period: z.string(),
  statements: z.number().int(),
});
