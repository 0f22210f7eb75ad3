import type { FastifyInstance } from 'fastify';
import { EMAIL_VERIFICATION_ENDPOINTS } from '../../shared/auth/email-verification.endpoints';
import { fieldError } from '../errors';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { resendOwnVerification, resendVerificationTo } from './send-verification';
import { verifyEmail } from './verify-email';
import type { RouteDeps } from '../lib/route-deps';

/** /email/verify/:id and /email/resend (issue 16). */
export function emailVerificationRoutes(deps: Pick<RouteDeps, 'db' | 'appKey'>) {
  const { db, appKey } = deps;
  return async (app: FastifyInstance) => {
    // Public: the link proves the mailbox, and is often opened on a device not signed in.
    serveEndpoint(app, EMAIL_VERIFICATION_ENDPOINTS.verify, {
      access: 'public',
      handler: async (request) => {
        const outcome = await verifyEmail(db, request.body);
        const t = requestTranslator(request);
        return {
          outcome,
          message:
            outcome === 'verified'
              ? t('email-verification.verified')
              : t('email-verification.already_verified'),
        };
      },
    });

    // Public: a signed-in user asks for their own address; a guest names one.
    serveEndpoint(app, EMAIL_VERIFICATION_ENDPOINTS.resend, {
      access: 'public',
      handler: async (request) => {
        const t = requestTranslator(request);
        if (request.user) {
          const outcome = await resendOwnVerification(db, request.user, appKey);
          return {
            message:
              outcome === 'sent'
                ? t('email-verification.sent_to', { email: request.user.email })
                : t('email-verification.already_verified'),
          };
        }
        if (!request.body.email) throw fieldError('email', 'validation.required');
        await resendVerificationTo(db, { email: request.body.email, ip: request.ip, appKey });
        return { message: t('email-verification.sent_if_waiting') };
      },
    });
  };
}
