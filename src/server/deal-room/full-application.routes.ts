import type { FastifyInstance } from 'fastify';
import { isApplicationSection } from '../../shared/deal-room/full-application.contract';
import { FULL_APPLICATION_ENDPOINTS } from '../../shared/deal-room/full-application.endpoints';
import { AppError } from '../errors';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { idOrNotFound } from '../leads/lead-detail.queries';
import { loadApplicationRules } from './load-application-rules';
import { openGuestLink } from './open-guest-link';
import { readAdminApplication } from './read-admin-application';
import { readGuestApplication } from './read-guest-application';
import { recordVisit } from './record-visit';
import { saveApplicationSection } from './save-application-section';
import { submitApplication } from './submit-application';
import type { RouteDeps } from '../lib/route-deps';

/**
 * The full application (issue 17): the guest's form behind its link's token (public; the token
 * is the credential) and the lead screen's read-only view (admins).
 */
export function fullApplicationRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, FULL_APPLICATION_ENDPOINTS.read, {
      access: 'read:lead:any',
      handler: async (request) =>
        readAdminApplication(db, idOrNotFound(request.params.id), requestLocale(request)),
    });

    // The test screen's form: the market's choices, as a lead of that market would get them.
    serveEndpoint(app, FULL_APPLICATION_ENDPOINTS.testChoices, {
      access: 'read:lead:any',
      handler: async (request) => {
        const { choices } = await loadApplicationRules(
          db,
          request.query.market,
          requestLocale(request),
        );
        return choices;
      },
    });

    serveEndpoint(app, FULL_APPLICATION_ENDPOINTS.guestRead, {
      access: 'public',
      handler: async (request) => {
        const link = await openGuestLink(db, request.params.token, 'full-application', request.ip);
        await recordVisit(db, link);
        return readGuestApplication(db, link);
      },
    });

    serveEndpoint(app, FULL_APPLICATION_ENDPOINTS.guestSave, {
      access: 'public',
      handler: async (request) => {
        const link = await openGuestLink(db, request.params.token, 'full-application', request.ip);
        const { section } = request.params;
        if (!isApplicationSection(section)) throw new AppError('not_found', 'errors.not_found');
        await recordVisit(db, link);
        return saveApplicationSection(db, link, {
          section,
          version: request.body.version,
          data: request.body.data,
        });
      },
    });

    serveEndpoint(app, FULL_APPLICATION_ENDPOINTS.guestSubmit, {
      access: 'public',
      handler: async (request) => {
        const link = await openGuestLink(db, request.params.token, 'full-application', request.ip);
        await recordVisit(db, link);
        const submitted = await submitApplication(db, link, request.body.version);
        return {
          message: requestTranslator(request)('full-application.submitted_message'),
          ...submitted,
        };
      },
    });
  };
}
