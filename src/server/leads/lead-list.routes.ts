import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZLeadExportQuerySchema,
  ZMyLeadExportQuerySchema,
} from '../../shared/leads/lead-list.contract';
import { LEAD_EXPORT_PATHS, LEAD_LIST_ENDPOINTS } from '../../shared/leads/lead-list.endpoints';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { findPartnerByUserId } from '../partners/partners.queries';
import { currentUser } from '../plugins/access';
import { leadAgingDays } from '../settings/lead-aging';
import { loadBoardColumn, loadLeadBoard } from './lead-board';
import { idOrNotFound } from './lead-detail.queries';
import { loadPartnerLead } from './partner-lead';
import { streamLeadsCsv } from './lead-export';
import { listLeads, type LeadScope } from './lead-list.queries';
import { toAdminListItem, toListItem } from './lead-list-items';

/** The lead lists and their CSV exports (issue 15): an admin's per market, a partner's own. */
export function leadListRoutes(db: Db, cursorKey: string) {
  /** A partner's scope is their own partner row, whatever the query says. */
  async function ownScope(userId: string, market?: LeadScope['market']): Promise<LeadScope> {
    const partner = await findPartnerByUserId(db, userId);
    if (!partner) throw new AppError('not_found', 'errors.not_found');
    return { partnerId: partner.id, market };
  }

  return async (app: FastifyInstance) => {
    serveEndpoint(app, LEAD_LIST_ENDPOINTS.admin, {
      access: 'read:lead:any',
      handler: async (request) => {
        const { market, cursor, limit, ...filters } = request.query;
        const agingDays = await leadAgingDays(db);
        const page = await listLeads(db, { market }, filters, {
          cursor,
          limit,
          agingDays,
          cursorKey,
        });
        return { data: page.rows.map(toAdminListItem), next_cursor: page.nextCursor };
      },
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.board, {
      access: 'read:lead:any',
      handler: async (request) => {
        const { market, ...filters } = request.query;
        const context = { market, agingDays: await leadAgingDays(db), cursorKey };
        return loadLeadBoard(db, context, filters, requestLocale(request));
      },
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.boardColumn, {
      access: 'read:lead:any',
      handler: async (request) => {
        const { market, column, cursor, ...filters } = request.query;
        const context = { market, agingDays: await leadAgingDays(db), cursorKey };
        return loadBoardColumn(db, context, filters, column, cursor);
      },
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.mine, {
      access: 'partner',
      handler: async (request) => {
        const { market, cursor, limit, ...filters } = request.query;
        const scope = await ownScope(currentUser(request).id, market);
        const agingDays = await leadAgingDays(db);
        const page = await listLeads(db, scope, filters, { cursor, limit, agingDays, cursorKey });
        return { data: page.rows.map(toListItem), next_cursor: page.nextCursor };
      },
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.mineOne, {
      access: 'partner',
      handler: async (request) => {
        const scope = await ownScope(currentUser(request).id);
        const leadId = idOrNotFound(request.params.id);
        const agingDays = await leadAgingDays(db);
        return loadPartnerLead(db, leadId, scope.partnerId!, agingDays);
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
          scope: await ownScope(currentUser(request).id, market),
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
