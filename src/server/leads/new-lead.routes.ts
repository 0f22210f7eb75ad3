import type { FastifyInstance } from 'fastify';
import { NEW_LEAD_ENDPOINTS } from '../../shared/leads/new-lead.endpoints';
import { requestLocale } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { createLeadByAdmin } from './create-lead-by-admin';
import type { RouteDeps } from '../lib/route-deps';

const MAX_USER_AGENT = 512;

/** POST /api/leads: an admin's New lead (issue 30); no form token, admins only. */
export function newLeadRoutes(deps: Pick<RouteDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, NEW_LEAD_ENDPOINTS.create, {
      access: 'create:lead:any',
      handler: async (request) => {
        // The applicant's language is not known on the phone: the admin's, for the consent
        // sentence and the confirmation e-mail, as a guest gets the page's.
        const locale = requestLocale(request);
        const result = await createLeadByAdmin(db, request.body, {
          ip: request.ip,
          userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
          locale,
          appName: config.APP_NAME,
          actorUserId: currentUser(request).id,
        });
        request.log.info(
          { leadId: result.leadId, repeat: result.repeat },
          result.repeat ? 'admin enquiry added to lead' : 'lead entered by admin',
        );
        return { lead_id: result.leadId, reference: result.reference, repeat: result.repeat };
      },
    });
  };
}
