import type { FastifyInstance } from 'fastify';
import { isApplicationSection } from '../../shared/deal-room/full-application.contract';
import { FULL_APPLICATION_ENDPOINTS } from '../../shared/deal-room/full-application.endpoints';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { idOrNotFound } from '../leads/lead-detail.queries';
import { loadApplicationRules } from './application-rules';
import { readAdminApplication } from './full-application-admin';
import { readGuestApplication, saveSection, submitApplication } from './full-application-guest';
import { openGuestLink, recordVisit } from './open-guest-link';

/**
 * The full application (issue 17): the guest's form behind its link's token (public; the token
 * is the credential) and the lead screen's read-only view (admins).
 */
export function fullApplicationRoutes(db: Db) {
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
        return saveSection(db, link, {
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
