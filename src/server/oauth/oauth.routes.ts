import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { OAUTH_LANDING_PATH } from '../../shared/oauth/oauth.contract';
import { OAUTH_ENDPOINTS } from '../../shared/oauth/oauth.endpoints';
import { answerSignIn, rememberedDeviceOf } from '../auth/auth.routes';
import { startSignIn } from '../two-factor/start-sign-in';
import { AppError } from '../errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { serveEndpoint } from '../lib/serve-endpoint';
import { findUserById } from '../users/users.queries';
import { HANDOFF_TTL_SECONDS, insertOAuthLogin, useHandoff } from './oauth.queries';
import { authorizationUrl, callbackUrl, newChecks, oidcConfigurations } from './oidc-client';
import { configuredProviders, type OAuthProvider } from './providers';
import { mayUseOAuth, signInWithOAuth } from './sign-in-with-oauth';
import type { RouteDeps } from '../lib/route-deps';

const STATE_COOKIE = 'oauth_state';
const HANDOFF_COOKIE = 'oauth_handoff';
// Same budget per IP as password sign-in (auth/login.ts).
const START_LIMIT = { limit: 50, windowSeconds: 15 * 60 };

/** POST /api/oauth/:provider, its callback, and the hand-off exchange (decision 0027). */
export function oauthRoutes(deps: Pick<RouteDeps, 'db' | 'config' | 'secureCookies' | 'appKey'>) {
  const { db, config, appKey } = deps;
  const providers = configuredProviders(config);
  const oidcFor = oidcConfigurations(config);
  // Short-lived, HttpOnly, sent only to /api/oauth; Lax so the provider's redirect carries it.
  const cookie = (maxAge: number) => ({
    path: '/api/oauth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.secureCookies,
    maxAge,
  });
  const providerNamed = (id: string): OAuthProvider => {
    const provider = providers.find((candidate) => candidate.id === id);
    if (!provider) throw new AppError('not_found', 'oauth.unknown_provider');
    return provider;
  };

  return async (app: FastifyInstance) => {
    serveEndpoint(app, OAUTH_ENDPOINTS.start, {
      access: 'public',
      handler: async (request, reply) => {
        const provider = providerNamed(request.params.provider);
        await enforceRateLimit(db, `oauth:ip:${request.ip}`, START_LIMIT, 'auth.throttled');
        const oidc = await oidcFor(provider).catch((error: unknown) => {
          request.log.warn({ err: error, provider: provider.id }, 'OIDC discovery failed');
          throw new AppError('unavailable', 'oauth.unavailable');
        });
        const checks = newChecks();
        await insertOAuthLogin(db, provider.id, checks);
        reply.setCookie(STATE_COOKIE, checks.state, cookie(10 * 60));
        return { url: await authorizationUrl(oidc, callbackUrl(config, provider.id), checks) };
      },
    });

    app.get(
      '/api/oauth/:provider/callback',
      { config: { access: 'public' }, schema: { params: z.object({ provider: z.string() }) } },
      async (request, reply: FastifyReply) => {
        const { provider: id } = request.params as { provider: string };
        const provider = providerNamed(id);
        const query = request.url.slice(request.url.indexOf('?') + 1);
        const outcome = await signInWithOAuth(db, {
          providerId: provider.id,
          oidc: () => oidcFor(provider),
          currentUrl: new URL(`${callbackUrl(config, provider.id)}?${query}`),
          browserState: request.cookies[STATE_COOKIE],
        });
        reply.clearCookie(STATE_COOKIE, { path: '/api/oauth' });
        if ('refused' in outcome) {
          request.log.info({ provider: provider.id, reason: outcome.refused }, 'OAuth refused');
          return reply.redirect(`/login?oauth_error=${outcome.refused}`);
        }
        reply.setCookie(HANDOFF_COOKIE, outcome.handoff, cookie(HANDOFF_TTL_SECONDS));
        return reply.redirect(OAUTH_LANDING_PATH);
      },
    );

    serveEndpoint(app, OAUTH_ENDPOINTS.exchange, {
      access: 'public',
      handler: async (request, reply) => {
        const handoff = request.cookies[HANDOFF_COOKIE];
        reply.clearCookie(HANDOFF_COOKIE, { path: '/api/oauth' });
        const userId = handoff ? await useHandoff(db, handoff) : null;
        const user = userId ? await findUserById(db, userId) : undefined;
        if (!user || !(await mayUseOAuth(db, user))) {
          throw new AppError('bad_request', 'oauth.handoff_expired');
        }
        // The provider replaces the password, not the second factor (decision 0061).
        const outcome = await startSignIn(db, user, {
          remember: false,
          rememberedDevice: rememberedDeviceOf(request, appKey),
        });
        request.log.info(
          { userId: user.id },
          'challenge' in outcome ? 'OAuth accepted, second factor asked' : 'signed in with OAuth',
        );
        return answerSignIn(db, reply, outcome, false);
      },
    });
  };
}
