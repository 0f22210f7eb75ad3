import type { FastifyInstance } from 'fastify';
import { OPTIONS_ADMIN_ENDPOINTS as E } from '../../shared/options/options-admin.endpoints';
import type { OptionGroup } from '../../shared/options/option-groups';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { createOption, deleteOption, reorderOptions, updateOption } from './change-options';
import { allOptions, optionInUse } from './options-admin.queries';
import type { RouteDeps } from '../lib/route-deps';

/** The option lists at /options (issue 16): admins only. */
export function optionsAdminRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.list, {
      access: 'admin',
      handler: async () => {
        const rows = await allOptions(db);
        const data = await Promise.all(
          rows.map(async (row) => {
            const inUse = await optionInUse(db, row);
            return {
              id: row.id,
              group: row.group as OptionGroup,
              value: row.value,
              labels: row.labels,
              data: row.data,
              sort: row.sort,
              active: row.active,
              in_use: inUse,
              deletable: !inUse,
            };
          }),
        );
        return { data };
      },
    });

    serveEndpoint(app, E.create, {
      access: 'admin',
      handler: async (request) => {
        await createOption(db, currentUser(request).id, request.body);
        return { message: requestTranslator(request)('options-admin.created') };
      },
    });

    serveEndpoint(app, E.update, {
      access: 'admin',
      handler: async (request) => {
        await updateOption(db, currentUser(request).id, request.params.id, request.body);
        return { message: requestTranslator(request)('options-admin.saved') };
      },
    });

    serveEndpoint(app, E.reorder, {
      access: 'admin',
      handler: async (request) => {
        await reorderOptions(db, currentUser(request).id, request.body.ids);
        return { message: requestTranslator(request)('options-admin.reordered') };
      },
    });

    serveEndpoint(app, E.remove, {
      access: 'admin',
      handler: async (request) => {
        await deleteOption(db, currentUser(request).id, request.params.id);
        return { message: requestTranslator(request)('options-admin.deleted') };
      },
    });
  };
}
