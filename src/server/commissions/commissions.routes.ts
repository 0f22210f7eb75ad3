import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCommissionExportQuerySchema } from '../../shared/commissions/commissions.contract';
import {
  COMMISSION_EXPORT_PATH,
  COMMISSIONS_ENDPOINTS as E,
} from '../../shared/commissions/commissions.endpoints';
import { publicUrl } from '../config';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { partnerDetail } from '../partners/partner-detail';
import { currentPartner, currentUser } from '../plugins/access';
import { streamCommissionsToPay } from './commission-export';
import { toCommissionItem, toMyCommissionItem } from './commission-items';
import {
  commissionTotals,
  countCommissions,
  listCommissions,
  recentCommissions,
} from './commissions.queries';
import { moveCommissions } from './move-commissions';
import { setCommissionTerms } from './set-commission-terms';
import type { RouteDeps } from '../lib/route-deps';

/** How many of their newest commissions a partner's dashboard lists. */
const RECENT_ROWS = 10;

/** Partner commissions (issue 16): admins run them; a partner reads only their own. */
export function commissionsRoutes(deps: Pick<RouteDeps, 'db' | 'config' | 'appKey'>) {
  const { db, config, appKey: cursorKey } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.list, {
      access: 'admin',
      handler: async (request) => {
        const { cursor, limit, ...filters } = request.query;
        const page = await listCommissions(db, filters, { cursor, limit, cursorKey });
        const total = await countCommissions(db, filters);
        return { data: page.rows.map(toCommissionItem), next_cursor: page.nextCursor, total };
      },
    });

    serveEndpoint(app, E.move, {
      access: 'admin',
      handler: async (request) => {
        const changed = await moveCommissions(db, request.body, currentUser(request).id);
        const t = requestTranslator(request);
        const message =
          request.body.status === 'approved'
            ? t('commissions.approved_count', { count: changed })
            : t('commissions.paid_count', { count: changed });
        return { message, changed };
      },
    });

    serveEndpoint(app, E.terms, {
      access: 'admin',
      handler: async (request) => {
        const { id } = request.params;
        await setCommissionTerms(db, currentUser(request).id, id, request.body);
        return {
          message: requestTranslator(request)('commissions.terms_saved'),
          partner: await partnerDetail(db, id, publicUrl(config)),
        };
      },
    });

    serveEndpoint(app, E.mine, {
      access: 'read:firm:own',
      handler: async (request) => {
        const partner = currentPartner(request);
        if (!partner.showCommissions) return { hidden: true, totals: [], recent: [] };
        const [totals, recent] = await Promise.all([
          commissionTotals(db, partner.id),
          recentCommissions(db, partner.id, RECENT_ROWS),
        ]);
        return { hidden: false, totals, recent: recent.map(toMyCommissionItem) };
      },
    });

    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        COMMISSION_EXPORT_PATH,
        { config: { access: 'admin' }, schema: { querystring: ZCommissionExportQuerySchema } },
        async (request, reply) =>
          streamCommissionsToPay(reply, db, {
            market: request.query.market,
            cursorKey,
            t: requestTranslator(request),
          }),
      );
  };
}
