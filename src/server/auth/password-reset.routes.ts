import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_ENDPOINTS } from '../../shared/auth/password-reset.endpoints';
import type { Db } from '../db/client';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { toSessionUser } from '../users/users.queries';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

/** /password/reset and /password/reset/:token (issue 16). */
export function passwordResetRoutes(deps: { db: Db; appKey: string }) {
  const { db, appKey } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, PASSWORD_RESET_ENDPOINTS.request, {
      access: 'public',
      handler: async (request) => {
        await requestPasswordReset(db, { email: request.body.email, ip: request.ip, appKey });
        return { message: requestTranslator(request)('password-reset.link_sent') };
      },
    });

    serveEndpoint(app, PASSWORD_RESET_ENDPOINTS.reset, {
      access: 'public',
      handler: async (request, reply) => {
        const { user, token, expiresIn } = await resetPassword(db, {
          token: request.body.token,
          password: request.body.password,
          ip: request.ip,
        });
        reply.startSession(token, { persistent: false, maxAgeSeconds: expiresIn });
        request.log.info({ userId: user.id }, 'password reset, other sessions revoked');
        return {
          message: requestTranslator(request)('password-reset.done'),
          token,
          token_type: 'bearer' as const,
          expires_in: expiresIn,
          user: await toSessionUser(db, user),
        };
      },
    });
  };
}
