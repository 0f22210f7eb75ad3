import type { RouteDeps } from '../lib/route-deps';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STATEMENTS_ENDPOINTS as E } from '../../shared/statements/statements.endpoints';
import { ZStatementIdParamsSchema } from '../../shared/statements/statements.contract';
import {
  MY_STATEMENT_PDF_PATH,
  STATEMENT_PDF_PATH,
} from '../../shared/statements/statements.endpoints';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentPartner, currentUser } from '../plugins/access';
import { closeStatementPeriod } from './close-statement-period';
import { sendStatementPdf } from './statement-download';
import { listStatements, partnerStatements, toStatementItem } from './statement-list.queries';

/** Statements per period (issue 35 item 3): admins list, close and download; partners their own. */
export function statementsRoutes(routeDeps: Pick<RouteDeps, 'db' | 'config' | 'appKey'>) {
  const deps = { ...routeDeps, cursorKey: routeDeps.appKey };
  const { db, config, cursorKey } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.list, {
      access: 'admin',
      handler: async (request) => {
        const { cursor, limit, ...filters } = request.query;
        const page = await listStatements(db, filters, { cursor, limit, cursorKey });
        return {
          data: page.rows.map(toStatementItem),
          next_cursor: page.nextCursor,
          total: page.total,
        };
      },
    });
    serveEndpoint(app, E.close, {
      access: 'admin',
      handler: async (request) => {
        const result = await closeStatementPeriod(db, {
          market: request.body.market,
          mode: 'now',
          actorUserId: currentUser(request).id,
          config,
        });
        // `now` always closes a period or answers 409; null is the sweeper's "nothing due".
        if (!result) throw new Error('an admin closing closed nothing');
        const t = requestTranslator(request);
        return {
          message: t('statements.closed', { count: result.statements, period: result.period }),
          ...result,
        };
      },
    });
    serveEndpoint(app, E.mine, {
      access: 'read:firm:own',
      handler: async (request) => {
        const rows = await partnerStatements(db, currentPartner(request).id);
        return {
          data: rows.map((row) => {
            const { partner: _partner, ...item } = toStatementItem(row);
            return item;
          }),
        };
      },
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      STATEMENT_PDF_PATH,
      { config: { access: 'admin' }, schema: { params: ZStatementIdParamsSchema } },
      async (request, reply) => sendStatementPdf(reply, db, { id: request.params.id }),
    );
    typed.get(
      MY_STATEMENT_PDF_PATH,
      { config: { access: 'read:firm:own' }, schema: { params: ZStatementIdParamsSchema } },
      async (request, reply) =>
        sendStatementPdf(reply, db, {
          id: request.params.id,
          partnerId: currentPartner(request).id,
        }),
    );
  };
}
