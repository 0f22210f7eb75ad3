import type { FastifyInstance } from 'fastify';
import { SETTINGS_ENDPOINTS as E } from '../../shared/settings/settings.endpoints';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { readAppSettings } from './app-settings';
import { updateSettings } from './update-settings';

/** The firm's settings (issue 16): admins only. */
export function settingsRoutes(deps: { db: Db; config: AppConfig }) {
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
