import type { FastifyInstance } from 'fastify';
import { NOTIFICATIONS_ENDPOINTS as E } from '../../shared/notifications/notifications.endpoints';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentPartner } from '../plugins/access';
import { notificationAudience } from './notification-audience';
import { saveLeadUpdates } from './save-lead-updates';
import type { RouteDeps } from '../lib/route-deps';

/** A partner's choice of lead e-mails, and what the admins' recipients setting reaches (0055). */
export function notificationsRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.leadUpdates, {
      access: 'update:firm:own',
      handler: async (request) => ({ lead_updates: currentPartner(request).leadUpdates }),
    });

    serveEndpoint(app, E.saveLeadUpdates, {
      access: 'update:firm:own',
      handler: async (request) => ({
        message: requestTranslator(request)('notifications.lead_updates.saved'),
        lead_updates: await saveLeadUpdates(
          db,
          currentPartner(request).id,
          request.body.lead_updates,
        ),
      }),
    });

    serveEndpoint(app, E.audience, {
      access: 'admin',
      handler: async () => notificationAudience(db),
    });
  };
}
