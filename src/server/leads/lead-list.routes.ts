import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZLeadExportQuerySchema,
  ZMyLeadExportQuerySchema,
} from '../../shared/leads/lead-list.contract';
import { LEAD_EXPORT_PATHS, LEAD_LIST_ENDPOINTS } from '../../shared/leads/lead-list.endpoints';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { allows, currentPartner, currentUser, partnerLeadScope } from '../plugins/access';
import { loadBoardColumn, loadLeadBoard } from './lead-board';
import { idOrNotFound } from './lead-detail.queries';
import { loadPartnerLead } from './partner-lead';
import { streamLeadsCsv } from './lead-export';
import type { LeadScope } from './lead-filters';
import type { TLeadFilters } from '../../shared/leads/lead-list.contract';
import { countLeads, listLeads } from './lead-list.queries';
import { toAdminListItem, toListItem } from './lead-list-items';
import type { RouteDeps } from '../lib/route-deps';
import { nextTasksOf } from '../tasks/next-tasks';
import { leadsWithReversedSettlement } from '../settlements/settlements.queries';

/** The lead lists and their CSV exports (issue 15): an admin's per market, a partner's own. */
export function leadListRoutes({ db, appKey: cursorKey }: Pick<RouteDeps, 'db' | 'appKey'>) {
  /**
   * A partner's scope is their own firm's leads (a colleague's maybe only theirs), whatever the
   * query says.
   */
  const ownScope = (request: FastifyRequest, market?: LeadScope['market']): LeadScope => ({
    ...partnerLeadScope(request),
    market,
  });

  /** A page of a list and its count, read side by side: on PostgreSQL, two connections. */
  const pageAndTotal = (
    scope: LeadScope,
    filters: TLeadFilters,
    page: { cursor?: string; limit: number },
  ) =>
    Promise.all([
      listLeads(db, scope, filters, { ...page, cursorKey }),
      countLeads(db, scope, filters),
    ]);

  return async (app: FastifyInstance) => {
    serveEndpoint(app, LEAD_LIST_ENDPOINTS.admin, {
      access: 'read:lead:any',
      handler: async (request) => {
        const { market, cursor, limit, ...filters } = request.query;
        const [page, total] = await pageAndTotal({ market }, filters, { cursor, limit });
        const next = await nextTasksOf(
          db,
          page.rows.map((row) => row.id),
          new Date(),
        );
        return {
          data: page.rows.map((row) => ({
            ...toAdminListItem(row),
            next_task: next.get(row.id) ?? null,
          })),
          next_cursor: page.nextCursor,
          total,
        };
      },
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.board, {
      access: 'read:lead:any',
      handler: async (request) => {
        const { market, ...filters } = request.query;
        return loadLeadBoard(db, { market, cursorKey }, filters, requestLocale(request));
      },
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.boardColumn, {
      access: 'read:lead:any',
      handler: async (request) => {
        const { market, column, cursor, ...filters } = request.query;
        return loadBoardColumn(db, { market, cursorKey }, filters, column, cursor);
      },
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.mine, {
      access: 'partner',
      handler: async (request) => {
        const { market, cursor, limit, ...filters } = request.query;
        const scope = ownScope(request, market);
        const [page, total] = await pageAndTotal(scope, filters, { cursor, limit });
        const reversed = await leadsWithReversedSettlement(
          db,
          page.rows.map((row) => row.id),
        );
        return {
          data: page.rows.map((row) => ({
            ...toListItem(row),
            settlement_reversed: reversed.has(row.id),
          })),
          next_cursor: page.nextCursor,
          total,
        };
      },
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.mineOne, {
      access: 'partner',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        // As the partner's commissions endpoint decides: the firm shows them, to its owner.
        const partner = currentPartner(request);
        const seesCommissions =
          partner.showCommissions &&
          allows('read:firm:own', currentUser(request), partner.status, request.teamRole);
        return loadPartnerLead(db, leadId, { ...partnerLeadScope(request), seesCommissions });
      },
    });

    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      LEAD_EXPORT_PATHS.admin,
      { config: { access: 'read:lead:any' }, schema: { querystring: ZLeadExportQuerySchema } },
      async (request, reply) => {
        const { market, ...filters } = request.query;
        return streamLeadsCsv(reply, db, {
          scope: { market },
          filters,
          audience: 'admin',
          cursorKey,
          t: requestTranslator(request),
          fileName: `leads-${market.toLowerCase()}`,
        });
      },
    );
    typed.get(
      LEAD_EXPORT_PATHS.mine,
      { config: { access: 'partner' }, schema: { querystring: ZMyLeadExportQuerySchema } },
      async (request, reply) => {
        const { market, ...filters } = request.query;
        return streamLeadsCsv(reply, db, {
          scope: ownScope(request, market),
          filters,
          audience: 'partner',
          cursorKey,
          t: requestTranslator(request),
          fileName: 'my-leads',
        });
      },
    );
  };
}
