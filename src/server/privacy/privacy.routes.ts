import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { marketDay } from '../../shared/dates/format-date';
import { PRIVACY_ENDPOINTS, PRIVACY_EXPORT_PATH } from '../../shared/privacy/privacy.endpoints';
import { ZPrivacySubjectSchema } from '../../shared/privacy/privacy.contract';
import { requestTranslator } from '../i18n';
import { mailFolder } from '../mail/transport';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import type { RouteDeps } from '../lib/route-deps';
import { eraseSubjectData } from './erase-subject-data';
import { exportSubjectData } from './export-subject-data';
import { findSubjectLeads, listPrivacyRequests } from './privacy.queries';
import { removeErasedFiles } from './remove-erased-files';
import { streamSubjectExport } from './stream-subject-export';

/** Privacy requests (issue 33 item 6; decision 0072): admins only, every one recorded. */
export function privacyRoutes({
  db,
  storage,
  config,
}: Pick<RouteDeps, 'db' | 'storage' | 'config'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, PRIVACY_ENDPOINTS.lookup, {
      access: 'delete:lead:any',
      handler: async (request) => ({ leads: await findSubjectLeads(db, request.body.email) }),
    });

    serveEndpoint(app, PRIVACY_ENDPOINTS.erase, {
      access: 'delete:lead:any',
      handler: async (request) => {
        const erased = await eraseSubjectData(db, {
          email: request.body.email,
          leadIds: request.body.lead_ids,
          actorUserId: currentUser(request).id,
        });
        await removeErasedFiles(storage, mailFolder(config), erased.files, request.log);
        const references = erased.references.join(', ');
        return {
          message: requestTranslator(request)('privacy.erased', { references }),
          references: erased.references,
        };
      },
    });

    serveEndpoint(app, PRIVACY_ENDPOINTS.requests, {
      access: 'read:lead:any',
      handler: async () => ({ data: await listPrivacyRequests(db) }),
    });

    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        PRIVACY_EXPORT_PATH,
        { config: { access: 'read:lead:any' }, schema: { body: ZPrivacySubjectSchema } },
        async (request, reply) => {
          const content = await exportSubjectData(db, {
            email: request.body.email,
            actorUserId: currentUser(request).id,
          });
          const day = marketDay(content.market);
          return reply
            .header('content-type', 'application/zip')
            .header('cache-control', 'no-store')
            .header(
              'content-disposition',
              `attachment; filename="personal-data-${content.references[0]}-${day}.zip"`,
            )
            .send(streamSubjectExport(content, storage));
        },
      );
  };
}
