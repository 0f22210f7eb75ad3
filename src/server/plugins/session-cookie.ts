import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The session token's cookie: HttpOnly, so no script on the page can read it (decision 0060). */
const SESSION_COOKIE = 'token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cookies carry `Secure` when the app is served over https (APP_URL). */
    secureCookies: boolean;
  }
  interface FastifyReply {
    /**
     * Hands the browser its session: `persistent` keeps the cookie `maxAgeSeconds` ("remember
     * me"), otherwise it is a session cookie, gone when the browser closes (spec §4).
     */
    startSession(token: string, options: { persistent: boolean; maxAgeSeconds: number }): void;
    /** Clears the session cookie (sign-out, or a token the server no longer accepts). */
    endSession(): void;
  }
}

/**
 * The token of an `Authorization: Bearer` header (API clients). A browser never sends one across
 * sites, so such a request needs no XSRF echo; a request with one is judged by it alone.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

export function sessionCookieToken(request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  return value ? value : null;
}

/** `secure` when the app is served over https (APP_URL), as the XSRF cookie. */
export function registerSessionCookie(app: FastifyInstance, secure: boolean): void {
  app.decorate('secureCookies', secure);
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  app.decorateReply(
    'startSession',
    function (
      this: FastifyReply,
      token: string,
      options: { persistent: boolean; maxAgeSeconds: number },
    ) {
      this.setCookie(SESSION_COOKIE, token, {
        ...base,
        ...(options.persistent ? { maxAge: options.maxAgeSeconds } : {}),
      });
    },
  );
  app.decorateReply('endSession', function (this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, base);
  });
}
