import { endpoint } from '../api/endpoint';
import { ZLoginResponseSchema } from '../auth/auth.contract';
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
    response: ZLoginResponseSchema,
  }),
};
