import { z } from 'zod';
import { notFoundWhenMalformed } from '../api/not-found-when-malformed';
import { GUEST_LINK_PURPOSES, GUEST_LINK_STATES, GUEST_TOKEN_PATTERN } from './deal-room';

/** Ids are checked by the route (idOrNotFound), so a malformed one is a plain 404. */
export const ZLeadLinkParams = z.object({ id: z.string().max(64), linkId: z.string().max(64) });

/**
 * The token of a guest route. A malformed one is answered exactly like an unknown one (404),
 * by the route itself rather than by validation, so the two cannot be told apart; one holding
 * text the database cannot store (a NUL) too, by validation.
 */
export const ZGuestTokenParams = notFoundWhenMalformed(z.object({ token: z.string().max(200) }));
export const isGuestToken = (value: string) => GUEST_TOKEN_PATTERN.test(value);

export const ZSendGuestLinkRequest = z.object({
  purpose: z.enum(GUEST_LINK_PURPOSES, { message: 'validation.invalid_choice' }),
});

const ZGuestLink = z.object({
  id: z.string(),
  purpose: z.enum(GUEST_LINK_PURPOSES),
  state: z.enum(GUEST_LINK_STATES),
  sent_to: z.string(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type TGuestLink = z.infer<typeof ZGuestLink>;

/** Newest first; a lead has a handful at most. */
export const ZGuestLinksResponse = z.object({ data: z.array(ZGuestLink) });
export const ZGuestLinkSentResponse = z.object({ message: z.string(), link: ZGuestLink });

/** What every guest page shows around its own content: the firm and the applicant's name. */
export const ZGuestLinkContext = z.object({
  reference: z.string(),
  first_name: z.string(),
  business_name: z.string().nullable(),
  market: z.enum(['AU', 'NZ']),
  locale: z.string(),
});
