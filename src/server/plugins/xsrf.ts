import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { hmac, randomToken, safeEqual } from '../lib/hash';
import { isApiKeyAccess } from '../../shared/api-keys/api-key-scopes';
import { bearerToken } from './session-cookie';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Signed double-submit token (OWASP): the cookie holds `nonce.signature`; unsafe /api requests
 * must echo it in X-XSRF-TOKEN. The signature stops a cookie planted by a sibling sub-domain.
 */
export function createXsrfToken(key: string): string {
  const nonce = randomToken(18);
  return `${nonce}.${hmac(key, nonce)}`;
}

export function isValidXsrfToken(key: string, token: string | undefined): token is string {
  if (!token || token.length > 200) return false;
  const [nonce, signature, extra] = token.split('.');
  return !!nonce && !!signature && extra === undefined && safeEqual(signature, hmac(key, nonce));
}

/**
 * Decided from the route the router matched, never from the raw URL: `/%61pi/login` or an
 * absolute-form request line (`POST http://host/api/login`) reach the same handler as
 * `/api/login` and must meet the same check.
 */
function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

export function registerXsrf(app: FastifyInstance, key: string, secureCookies: boolean): void {
  const issue = (reply: FastifyReply) =>
    reply.setCookie(XSRF_COOKIE, createXsrfToken(key), {
      path: '/',
      sameSite: 'lax',
      secure: secureCookies,
      httpOnly: false, // the SPA reads it to echo it back
    });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const cookieValid = isValidXsrfToken(key, cookie);
    if (!cookieValid) issue(reply);
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
    // An API client's bearer header cannot be forged from another site: no echo needed. The
    // access check then reads the header alone, never the cookie (decision 0060).
    if (bearerToken(request)) return;
    // The lead API reads an API key from its header alone, never a cookie: nothing for another
    // site to ride on, and a call without a key gets the key's 401, not this check's 403.
    if (isApiKeyAccess(request.routeOptions.config.access)) return;

    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || header.length === 0) {
      throw new AppError('forbidden', 'errors.xsrf_missing');
    }
    if (!cookieValid || !safeEqual(header, cookie)) {
      throw new AppError('forbidden', 'errors.xsrf_invalid');
    }
  });
}
