import { z } from 'zod';
import { MARKETS } from '../markets/markets';
import { NOTICE_KINDS } from './notice-kinds';

/** The bell's newest notices: never more than this many (older ones are still kept). */
export const NOTICES_SHOWN = 20;

const ZNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  created_at: z.string(),
  read_at: z.string().nullable(),
  lead: z.object({ id: z.string(), reference: z.string(), market: z.enum(MARKETS) }).nullable(),
  task: z
    .object({ id: z.string(), title: z.string(), due_date: z.string(), due_time: z.string() })
    .nullable(),
});
export type TNotice = z.infer<typeof ZNoticeSchema>;

/** The signed-in user's newest notices and how many of all theirs are unread. */
export const ZNoticesResponseSchema = z.object({
  data: z.array(ZNoticeSchema),
  unread: z.number().int(),
});
export type TNoticesResponse = z.infer<typeof ZNoticesResponseSchema>;

export const ZNoticeParamsSchema = z.object({ id: z.string().max(64) });
export const ZNoticesUnreadSchema = z.object({ unread: z.number().int() });
