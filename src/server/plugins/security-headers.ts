import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

// Scripts only from our origin; inline styles are allowed because dialog libraries set them.
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sent per request below, only over https: over plain http it means nothing and, on a
  // development host name, it would pin that name to https in the browser for a year.
  strictTransportSecurity: false,
};

const HSTS = 'max-age=31536000; includeSubDomains';
const applyHelmet = helmet(HELMET_OPTIONS);

function addTransportSecurity(request: FastifyRequest, reply: FastifyReply): void {
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onRequest', async (request, reply) => addTransportSecurity(request, reply));
  // API answers carry tokens and personal data: no browser or proxy cache may keep them. A
  // route that knows better (none yet) sets its own Cache-Control.
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/**
 * By the route that answered, else by the path as the router reads it: `/%61pi/...` reaches
 * the same handler as `/api/...` and must be as uncacheable (issue 31, finding 5).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/api/')) return true;
  const path = request.url.split('?')[0] ?? '';
  let plain = path;
  try {
    plain = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as written.
  }
  return /^\/+api(\/|$)/i.test(plain);
}

/**
 * The same headers for answers Fastify builds before any hook runs (a malformed URL, an
 * over-long path parameter): see `frameworkErrors` in app.ts.
 */
export function withSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  send: () => void,
): void {
  addTransportSecurity(request, reply);
  applyHelmet(request.raw, reply.raw, (error?: unknown) => {
    if (error) request.log.error({ err: error }, 'security headers failed');
    send();
  });
}
