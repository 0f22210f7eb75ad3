import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMINS_ENDPOINTS as E } from '../../shared/admins/admins.endpoints';
import type { MessageKey } from '../../shared/i18n/message-key';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { disableAdmin, enableAdmin, resendAdminInvite } from './admin-standing';
import { adminOr404, listAdmins } from './admins.queries';
import { inviteAdmin } from './invite-admin';
import type { RouteDeps } from '../lib/route-deps';

/** /settings/admins (issue 16): admins only. */
export function adminsRoutes(deps: Pick<RouteDeps, 'db' | 'appKey'>) {
  const { db, appKey } = deps;

  const changed = async (request: FastifyRequest, id: string, message: MessageKey) => ({
    message: requestTranslator(request)(message),
    admin: await adminOr404(db, id),
  });

  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.list, {
      access: 'admin',
      handler: async (request) => listAdmins(db, request.query, appKey),
    });

    serveEndpoint(app, E.invite, {
      access: 'admin',
      handler: async (request) => {
        const actor = currentUser(request).id;
        const id = await inviteAdmin(db, actor, request.body, requestLocale(request), appKey);
        return changed(request, id, 'admins-admin.invited');
      },
    });

    serveEndpoint(app, E.resendInvite, {
      access: 'admin',
      handler: async (request) => {
        await resendAdminInvite(db, currentUser(request).id, request.params.id, appKey);
        return changed(request, request.params.id, 'admins-admin.invite_resent');
      },
    });

    serveEndpoint(app, E.disable, {
      access: 'admin',
      handler: async (request) => {
        await disableAdmin(db, currentUser(request).id, request.params.id);
        return changed(request, request.params.id, 'admins-admin.disabled');
      },
    });

    serveEndpoint(app, E.enable, {
      access: 'admin',
      handler: async (request) => {
        await enableAdmin(db, currentUser(request).id, request.params.id);
        return changed(request, request.params.id, 'admins-admin.enabled');
      },
    });
  };
}
