import type { FastifyInstance } from 'fastify';
import { SETTINGS_ENDPOINTS as E } from '../../shared/settings/settings.endpoints';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { readAppSettings } from './app-settings';
import { updateSettings } from './update-settings';
import type { RouteDeps } from '../lib/route-deps';

/** The firm's settings (issue 16): admins only. */
export function settingsRoutes(deps: Pick<RouteDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.show, {
      access: 'admin',
      handler: async () => ({ settings: await readAppSettings(db, config) }),
    });

    serveEndpoint(app, E.update, {
      access: 'admin',
      handler: async (request) => ({
        message: requestTranslator(request)('settings-admin.saved'),
        settings: await updateSettings(db, config, currentUser(request).id, request.body),
      }),
    });
  };
}
