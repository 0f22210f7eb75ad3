import type { FastifyInstance } from 'fastify';
import { LEGAL_DOCUMENTS } from '../../shared/legal/legal.contract';
import { LEGAL_ENDPOINTS as E } from '../../shared/legal/legal.endpoints';
import { defaultLegalMarkdown } from '../../shared/legal/default-legal-text';
import { renderLegalMarkdown } from '../../shared/legal/legal-markdown';
import { firmIdentity } from '../../shared/page-config';
import { AppError } from '../errors';
import { requestLocale, requestTranslator, translator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { readSettings } from '../settings/app-settings';
import { findShownVersion, listVersions, versionAnswer } from './legal.queries';
import { saveLegalText } from './save-legal-text';
import type { RouteDeps } from '../lib/route-deps';

/**
 * The privacy policy and terms (issue 30, decision 0053): guests read the version of their
 * language (else English, else the default); admins write each language, one version per save.
 */
export function legalRoutes(deps: Pick<RouteDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.text, {
      access: 'public',
      handler: async (request, reply) => {
        const document = LEGAL_DOCUMENTS.find((name) => name === request.params.document);
        if (!document) throw new AppError('not_found', 'errors.not_found');
        const shown = await findShownVersion(db, document, requestLocale(request));
        // A saved text shows on the next visit: never cached by the browser or a proxy.
        reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language');
        return shown
          ? { version: versionAnswer(shown), html: renderLegalMarkdown(shown.body) }
          : { version: null, html: '' };
      },
    });

    serveEndpoint(app, E.edit, {
      access: 'admin',
      handler: async (request) => {
        const { document, locale } = request.params;
        const [shown, versions] = await Promise.all([
          findShownVersion(db, document, locale),
          listVersions(db, document, locale),
        ]);
        // Nothing saved yet: the editor starts from the default guests read, in that language.
        let text = shown?.body;
        if (text === undefined) {
          const stored = await readSettings(db, ['app_name', 'firm'], config);
          const firm = firmIdentity(stored.firm, stored.app_name).legalName;
          text = defaultLegalMarkdown(document, translator(locale), firm);
        }
        return {
          text,
          showing: shown ? versionAnswer(shown) : null,
          versions: versions.map(versionAnswer),
        };
      },
    });

    serveEndpoint(app, E.save, {
      access: 'admin',
      handler: async (request) => {
        const version = await saveLegalText(db, {
          ...request.params,
          text: request.body.text,
          actorUserId: currentUser(request).id,
        });
        return {
          message: requestTranslator(request)('legal-texts.saved', { version: version.version }),
          version,
        };
      },
    });
  };
}
