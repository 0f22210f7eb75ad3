import { endpoint } from '../api/endpoint';
import { ZSignInResponseSchema } from '../auth/two-factor.contract';
import { ZOAuthStartParamsSchema, ZOAuthStartResponseSchema } from './oauth.contract';

/**
 * OAuth sign-in (spec §7, issue 16). The provider's callback is a browser navigation, not an
 * API call, so it is a plain route in oauth.routes.ts.
 */
export const OAUTH_ENDPOINTS = {
  start: endpoint({
    method: 'POST',
    path: '/api/oauth/:provider',
    params: ZOAuthStartParamsSchema,
    response: ZOAuthStartResponseSchema,
  }),
  /** Trades the HttpOnly hand-off cookie set by the callback for a bearer token. */
  exchange: endpoint({
    method: 'POST',
    path: '/api/oauth/session',
    /** As the password step: a session, or "second factor needed" (decision 0061). */
    response: ZSignInResponseSchema,
  }),
};
