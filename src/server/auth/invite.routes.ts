import type { FastifyInstance } from 'fastify';
import { INVITE_ENDPOINTS as E } from '../../shared/auth/invite.endpoints';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { invitePartner } from '../partners/invite-partner';
import { currentUser } from '../plugins/access';
import { answerSignIn, rememberedDeviceOf } from './auth.routes';
import { resetPassword } from './reset-password';
import type { RouteDeps } from '../lib/route-deps';

/** Invitations (issue 16): a partner invited by an admin; any invitee accepting theirs. */
export function inviteRoutes(deps: Pick<RouteDeps, 'db' | 'appKey'>) {
  const { db, appKey } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.invitePartner, {
      access: 'create:partner:any',
      handler: async (request) => {
        const actor = currentUser(request).id;
        const locale = requestLocale(request);
        const id = await invitePartner(db, actor, request.body, locale, appKey);
        return { message: requestTranslator(request)('invite.partner_invited'), id };
      },
    });

    serveEndpoint(app, E.accept, {
      access: 'public',
      handler: async (request, reply) => {
        const outcome = await resetPassword(db, {
          token: request.body.token,
          password: request.body.password,
          ip: request.ip,
          purpose: 'invite',
          rememberedDevice: rememberedDeviceOf(request, appKey),
        });
        // With a second factor enrolled the password is set, but only the code step signs in.
        const message = requestTranslator(request)(
          'challenge' in outcome ? 'two-factor.password_set' : 'invite.accepted',
        );
        return { message, ...(await answerSignIn(db, reply, outcome, false)) };
      },
    });
  };
}
