import { z } from 'zod';
import { keysetPage, keysetQueryFields } from '../api/keyset';
import { OUTBOX_STATES } from './outbox-states';

/** GET /api/outbox/counts: how many messages are in each state. */
export const ZOutboxCountsResponseSchema = z.object({
  counts: z.object(
    Object.fromEntries(OUTBOX_STATES.map((state) => [state, z.number().int()])) as {
      [K in (typeof OUTBOX_STATES)[number]]: z.ZodNumber;
    },
  ),
});

/** GET /api/outbox: the messages, newest first; `failed` unless another state is asked for. */
export const ZOutboxListRequestSchema = z.strictObject({
  status: z.enum(OUTBOX_STATES, { message: 'validation.invalid_choice' }).optional(),
  ...keysetQueryFields,
});

/** A message as the admin sees it: never its data, which may hold a sealed link. */
const ZOutboxMessageSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  template: z.string(),
  status: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** When it was last tried: the row's last change once tried, null before the first try. */
  last_attempt_at: z.iso.datetime({ offset: true }).nullable(),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessageSchema>;
export const ZOutboxListResponseSchema = keysetPage(ZOutboxMessageSchema);

export const ZOutboxIdParamsSchema = z.strictObject({
  id: z.uuid({ message: 'errors.not_found' }),
});

export const ZOutboxRetryResponseSchema = z.object({
  message: z.string(),
  retried: z.number().int(),
});
