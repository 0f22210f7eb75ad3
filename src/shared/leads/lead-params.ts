import { z } from 'zod';

/**
 * A lead's `:id` in a path (the lead screen and every route about one lead): any text up to 64
 * characters, so that a malformed id is the same 404 as an unknown one. A module of its own:
 * the deal room's guest pages import it without the back office's lead contract.
 */
export const ZLeadParamsSchema = z.object({ id: z.string().max(64) });
