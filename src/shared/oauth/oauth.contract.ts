import { z } from 'zod/mini';
import { ROUTE_PATHS } from '../routes/route-paths';

export const ZOAuthStartParamsSchema = z.strictObject({
  provider: z.string().check(z.maxLength(40)),
});

export const ZOAuthStartResponseSchema = z.object({ url: z.url() });

/**
 * Why a callback sent the browser back to /login (`?oauth_error=`): a reason code the sign-in
 * screen translates; never a token or a provider's own text.
 */
export const OAUTH_REFUSALS = [
  'state',
  'provider',
  'unknown_email',
  'unverified_email',
  'not_allowed',
] as const;
export type OAuthRefusal = (typeof OAUTH_REFUSALS)[number];

/** The SPA route the callback lands on; it trades the hand-off cookie for a token. */
export const OAUTH_LANDING_PATH = ROUTE_PATHS['login.oauth'];
