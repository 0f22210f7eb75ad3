import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '../../shared/i18n/message-key';
import { PARTNERS_ADMIN_ENDPOINTS as E } from '../../shared/partners/partners-admin.endpoints';
import { listEntityAudit } from '../audit/audit.queries';
import { publicUrl } from '../config';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { approvePartner } from './approve-partner';
import { partnerDetail, partnerOr404 } from './partner-detail';
import { listPartners } from './partners-admin.queries';
import { reactivatePartner } from './reactivate-partner';
import { suspendPartner } from './suspend-partner';
import { updatePartner } from './update-partner';
import type { RouteDeps } from '../lib/route-deps';

/** The partners back office at /partners (issue 16): admins only. */
export function partnersAdminRoutes(deps: Pick<RouteDeps, 'db' | 'config' | 'appKey'>) {
  const { db, config, appKey: cursorKey } = deps;
  const appUrl = publicUrl(config);

  /** After a change: the message in the admin's language and the partner as it now is. */
  const changed = async (request: FastifyRequest, id: string, message: MessageKey) => ({
    message: requestTranslator(request)(message),
    partner: await partnerDetail(db, id, appUrl),
  });

  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.list, {
      access: 'read:partner:any',
      handler: async (request) => listPartners(db, request.query, cursorKey),
    });

    serveEndpoint(app, E.show, {
      access: 'read:partner:any',
      handler: async (request) => partnerDetail(db, request.params.id, appUrl),
    });

    serveEndpoint(app, E.audit, {
      access: 'read:partner:any',
      handler: async (request) => {
        await partnerOr404(db, request.params.id);
        return { data: await listEntityAudit(db, 'partner', request.params.id) };
      },
    });

    serveEndpoint(app, E.update, {
      access: 'update:partner:any',
      handler: async (request) => {
        const { id } = request.params;
        await updatePartner(db, currentUser(request).id, id, request.body);
        return changed(request, id, 'partners-admin.saved');
      },
    });

    serveEndpoint(app, E.approve, {
      access: 'update:partner:any',
      handler: async (request) => {
        await approvePartner(db, currentUser(request).id, request.params.id);
        return changed(request, request.params.id, 'partners-admin.approved');
      },
    });

    serveEndpoint(app, E.suspend, {
      access: 'update:partner:any',
      handler: async (request) => {
        await suspendPartner(db, currentUser(request).id, request.params.id);
        return changed(request, request.params.id, 'partners-admin.suspended');
      },
    });

    serveEndpoint(app, E.reactivate, {
      access: 'update:partner:any',
      handler: async (request) => {
        await reactivatePartner(db, currentUser(request).id, request.params.id);
        return changed(request, request.params.id, 'partners-admin.reactivated');
      },
    });
  };
}
