import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ENDPOINTS } from '../../shared/auth/auth.endpoints';
import type { Db } from '../db/client';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { toSessionUser } from '../users/users.queries';
import { login } from './login';
import { revokeToken, type UserRow } from './tokens';
import { requestTranslator } from '../i18n';
import { DEVICE_COOKIE, unwrapDeviceCookie } from '../two-factor/remembered-device';
import type { SignInOutcome } from '../two-factor/start-sign-in';
import type { RouteDeps } from '../lib/route-deps';

/**
 * A new session: the token in the HttpOnly cookie (decision 0060), kept `expiresIn` with
 * "remember me", else a session cookie; the answer carries it too, for API clients.
 */
export async function answerSession(
  db: Db,
  reply: FastifyReply,
  session: { user: UserRow; token: string; expiresIn: number },
  remember: boolean,
) {
  reply.startSession(session.token, { persistent: remember, maxAgeSeconds: session.expiresIn });
  return {
    token: session.token,
    token_type: 'bearer' as const,
    expires_in: session.expiresIn,
    user: await toSessionUser(db, session.user),
  };
}

/**
 * What a proven first factor answers (password, reset link, invitation, identity provider): the
 * session, or the two-factor challenge and its methods without a session (decisions 0061, 0063).
 */
export async function answerSignIn(
  db: Db,
  reply: FastifyReply,
  outcome: SignInOutcome,
  remember: boolean,
) {
  if ('challenge' in outcome)
    return {
      two_factor_required: true as const,
      challenge: outcome.challenge,
      methods: outcome.methods,
    };
  return answerSession(db, reply, outcome, remember);
}

/** This browser's remembered-device token, if its cookie carries a valid signature. */
export function rememberedDeviceOf(request: FastifyRequest, appKey: string): string | null {
  return unwrapDeviceCookie(appKey, request.cookies[DEVICE_COOKIE]);
}

export function authRoutes({ db, config, appKey }: Pick<RouteDeps, 'db' | 'config' | 'appKey'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, AUTH_ENDPOINTS.login, {
      access: 'public',
      handler: async (request, reply) => {
        const outcome = await login(
          db,
          {
            ...request.body,
            ip: request.ip,
            rememberedDevice: rememberedDeviceOf(request, appKey),
          },
          { perIp: config.LOGIN_RATE_LIMIT_PER_IP },
        );
        request.log.info(
          { userId: outcome.user.id },
          'challenge' in outcome ? 'password accepted, second factor asked' : 'signed in',
        );
        return answerSignIn(db, reply, outcome, request.body.remember);
      },
    });

    serveEndpoint(app, AUTH_ENDPOINTS.currentUser, {
      access: 'authenticated',
      handler: async (request) => toSessionUser(db, currentUser(request)),
    });

    // Public on purpose: signing out must succeed even when the token is already gone.
    serveEndpoint(app, AUTH_ENDPOINTS.logout, {
      access: 'public',
      handler: async (request, reply) => {
        if (request.bearerToken) await revokeToken(db, request.bearerToken);
        reply.endSession();
        return { message: requestTranslator(request)('auth.signed_out') };
      },
    });
  };
}
