import type { FastifyInstance } from 'fastify';
import { OUTBOX_ADMIN_ENDPOINTS as E } from '../../shared/mail/outbox-admin.endpoints';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { listOutbox, outboxCounts, retryFailed } from './outbox-admin.queries';
import type { RouteDeps } from '../lib/route-deps';

/** The outgoing mail view at /settings/outbox (issue 16): admins only. */
export function outboxAdminRoutes({ db, appKey: cursorKey }: Pick<RouteDeps, 'db' | 'appKey'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.counts, {
      access: 'admin',
      handler: async () => ({ counts: await outboxCounts(db) }),
    });

    serveEndpoint(app, E.list, {
      access: 'admin',
      handler: async (request) => listOutbox(db, request.query, cursorKey),
    });

    serveEndpoint(app, E.retry, {
      access: 'admin',
      handler: async (request) => {
        const retried = await retryFailed(db, currentUser(request).id, request.params.id);
        return { message: requestTranslator(request)('outbox-admin.retried_one'), retried };
      },
    });

    serveEndpoint(app, E.retryFailed, {
      access: 'admin',
      handler: async (request) => {
        const retried = await retryFailed(db, currentUser(request).id);
        const t = requestTranslator(request);
        return { message: t('outbox-admin.retried_all', { count: retried }), retried };
      },
    });
  };
}
