import type { FastifyInstance } from 'fastify';
import { LIST_VIEW_ENDPOINTS as E } from '../../shared/list-views/list-views.endpoints';
import type { RouteDeps } from '../lib/route-deps';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { createListView } from './create-list-view';
import { deleteListView } from './delete-list-view';
import { defaultListViewId, visibleListViews } from './list-views.queries';
import { setDefaultListView } from './set-default-list-view';
import { updateListView } from './update-list-view';

/** Saved list views (issue 34, item 5; decision 0079): admins only, each their own. */
export function listViewsRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.list, {
      access: 'admin',
      handler: async (request) => {
        const user = currentUser(request);
        const { list } = request.query;
        return {
          data: await visibleListViews(db, user.id, list),
          default_view_id: await defaultListViewId(db, user.id, list),
        };
      },
    });

    serveEndpoint(app, E.create, {
      access: 'admin',
      handler: async (request) => ({
        view: await createListView(db, currentUser(request), request.body),
      }),
    });

    serveEndpoint(app, E.update, {
      access: 'admin',
      handler: async (request) => ({
        view: await updateListView(db, currentUser(request).id, request.params.id, request.body),
      }),
    });

    serveEndpoint(app, E.remove, {
      access: 'admin',
      handler: async (request) => deleteListView(db, currentUser(request).id, request.params.id),
    });

    serveEndpoint(app, E.setDefault, {
      access: 'admin',
      handler: async (request) =>
        setDefaultListView(db, currentUser(request).id, request.body.list, request.body.view_id),
    });
  };
}
