import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_ENDPOINTS } from '../../shared/auth/password-reset.endpoints';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { checkResetToken } from './check-reset-token';
import { answerSignIn, rememberedDeviceOf } from './auth.routes';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import type { RouteDeps } from '../lib/route-deps';

/** /password/reset and /password/reset/:token (issue 16). */
export function passwordResetRoutes(deps: Pick<RouteDeps, 'db' | 'appKey'>) {
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
        const outcome = await resetPassword(db, {
          token: request.body.token,
          password: request.body.password,
          ip: request.ip,
          rememberedDevice: rememberedDeviceOf(request, appKey),
        });
        request.log.info({ userId: outcome.user.id }, 'password reset, other sessions revoked');
        // With a second factor enrolled the password is set, but only the code step signs in.
        const message = requestTranslator(request)(
          'challenge' in outcome ? 'two-factor.password_set' : 'password-reset.done',
        );
        return { message, ...(await answerSignIn(db, reply, outcome, false)) };
      },
    });

    serveEndpoint(app, PASSWORD_RESET_ENDPOINTS.check, {
      access: 'public',
      handler: (request) => checkResetToken(db, { token: request.body.token, ip: request.ip }),
    });
  };
}
