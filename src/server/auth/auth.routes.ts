import type { FastifyInstance } from 'fastify';
import { AUTH_ENDPOINTS } from '../../shared/auth/auth.endpoints';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { toSessionUser } from '../users/users.queries';
import { login } from './login';
import { revokeToken } from './tokens';
import { requestTranslator } from '../i18n';

export function authRoutes(db: Db, config: Pick<AppConfig, 'LOGIN_RATE_LIMIT_PER_IP'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, AUTH_ENDPOINTS.login, {
      access: 'public',
      handler: async (request) => {
        const { user, token, expiresIn } = await login(
          db,
          { ...request.body, ip: request.ip },
          { perIp: config.LOGIN_RATE_LIMIT_PER_IP },
        );
        request.log.info({ userId: user.id }, 'signed in');
        return {
          token,
          token_type: 'bearer' as const,
          expires_in: expiresIn,
          user: await toSessionUser(db, user),
        };
      },
    });

    serveEndpoint(app, AUTH_ENDPOINTS.currentUser, {
      access: 'authenticated',
      handler: async (request) => toSessionUser(db, currentUser(request)),
    });

    // Public on purpose: signing out must succeed even when the token is already gone.
    serveEndpoint(app, AUTH_ENDPOINTS.logout, {
      access: 'public',
      handler: async (request) => {
        if (request.bearerToken) await revokeToken(db, request.bearerToken);
        return { message: requestTranslator(request)('auth.signed_out') };
      },
    });
  };
}
