import type { FastifyInstance } from 'fastify';
import { DOCUMENT_CHASING_ENDPOINTS as E } from '../../shared/document-chasing/document-chasing.endpoints';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { idOrNotFound } from '../leads/lead-detail.queries';
import { currentUser } from '../plugins/access';
import type { RouteDeps } from '../lib/route-deps';
import { pauseDocumentChase } from './pause-document-chase';
import { readDocumentChase } from './read-document-chase';

/** The lead screen's document reminders (issue 34 item 3, decision 0077): admins only. */
export function documentChasingRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.read, {
      access: 'read:lead:any',
      handler: async (request) => ({
        chase: await readDocumentChase(db, idOrNotFound(request.params.id), new Date()),
      }),
    });

    serveEndpoint(app, E.pause, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        const { paused } = request.body;
        await db.transaction((tx) =>
          pauseDocumentChase(tx, { leadId, paused, actorUserId: currentUser(request).id }),
        );
        return {
          message: requestTranslator(request)(
            paused ? 'document-chasing.paused_message' : 'document-chasing.resumed_message',
          ),
          chase: await readDocumentChase(db, leadId, new Date()),
        };
      },
    });
  };
}
