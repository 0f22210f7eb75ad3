import type { FastifyInstance } from 'fastify';
import { LEGAL_DOCUMENTS } from '../../shared/legal/legal.contract';
import { LEGAL_ENDPOINTS } from '../../shared/legal/legal.endpoints';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { serveEndpoint } from '../lib/serve-endpoint';
import { readSettings } from '../settings/app-settings';

const SETTING_OF = { privacy: 'privacy_text', terms: 'terms_text' } as const;

/**
 * The privacy policy and terms as the admin wrote them (issue 16), for anyone: guests read them
 * before applying. Kept out of the page configuration, which every page carries.
 */
export function legalRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, LEGAL_ENDPOINTS.text, {
      access: 'public',
      handler: async (request, reply) => {
        const document = LEGAL_DOCUMENTS.find((name) => name === request.params.document);
        if (!document) throw new AppError('not_found', 'errors.not_found');
        const key = SETTING_OF[document];
        const stored = await readSettings(db, [key]);
        // A saved text shows on the next visit: never cached by the browser or a proxy.
        reply.header('cache-control', 'no-cache');
        return { text: stored[key] };
      },
    });
  };
}
