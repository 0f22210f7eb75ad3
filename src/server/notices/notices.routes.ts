import type { FastifyInstance } from 'fastify';
import { NOTICES_ENDPOINTS as E } from '../../shared/notices/notices.endpoints';
import { AppError } from '../errors';
import { serveEndpoint } from '../lib/serve-endpoint';
import type { RouteDeps } from '../lib/route-deps';
import { idOrNotFound } from '../leads/lead-detail.queries';
import { currentUser } from '../plugins/access';
import { markNoticesRead, newestNotices, unreadNotices } from './notices.queries';

/** The bell (issue 34 item 1, decision 0075): each admin reads and clears their own notices. */
export function noticesRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.list, {
      access: 'admin',
      handler: async (request) => newestNotices(db, currentUser(request).id),
    });

    serveEndpoint(app, E.read, {
      access: 'admin',
      handler: async (request) => {
        const userId = currentUser(request).id;
        const id = idOrNotFound(request.params.id);
        if (!(await markNoticesRead(db, userId, id, new Date()))) {
          throw new AppError('not_found', 'errors.not_found');
        }
        return { unread: await unreadNotices(db, userId) };
      },
    });

    serveEndpoint(app, E.readAll, {
      access: 'admin',
      handler: async (request) => {
        const userId = currentUser(request).id;
        await markNoticesRead(db, userId, null, new Date());
        return { unread: await unreadNotices(db, userId) };
      },
    });
  };
}
