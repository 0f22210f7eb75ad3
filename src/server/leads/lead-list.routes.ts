import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEAD_LIST_ENDPOINTS } from '../../shared/leads/lead-list.endpoints';
import type { Db } from '../db/client';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { findPartnerByUserId } from '../partners/partners.queries';
import { currentUser } from '../plugins/access';
import { leadAgingDays } from '../settings/lead-aging';
import { bulkAssignLeads } from './bulk-assign-leads';
import { bulkChangeStatus } from './bulk-change-status';
import { leadCsvStream } from './lead-export';
import { leadFilterChoices, type LeadListCriteria } from './lead-list.queries';
import { listLeads, toAdminRow, toPartnerRow } from './list-leads';

function sendCsv(reply: FastifyReply, name: string, stream: NodeJS.ReadableStream) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

/** Lead lists, their CSV exports and bulk actions (issue 15, items 1 and 4). */
export function leadListRoutes(deps: { db: Db; appKey: string }) {
  const { db, appKey } = deps;

  /** A partner's own leads; an admin has none (no partner row), so the scope matches nothing. */
  async function partnerScope(userId: string): Promise<{ partnerId: string } | null> {
    const partner = await findPartnerByUserId(db, userId);
    return partner ? { partnerId: partner.id } : null;
  }

  return async (app: FastifyInstance) => {
    serveEndpoint(app, LEAD_LIST_ENDPOINTS.adminList, {
      access: 'read:lead:any',
      handler: async (request) => {
        const { sort, dir, cursor, limit, ...filters } = request.query;
        const criteria = {
          scope: { market: filters.market },
          filters,
          agingDays: await leadAgingDays(db),
        };
        const page = await listLeads(db, appKey, criteria, { sort, dir, cursor, limit });
        return { data: page.rows.map(toAdminRow), next_cursor: page.nextCursor };
      },
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.partnerList, {
      access: 'read:lead:own',
      handler: async (request) => {
        const { sort, dir, cursor, limit, ...filters } = request.query;
        const scope = await partnerScope(currentUser(request).id);
        if (!scope) return { data: [], next_cursor: null };
        const criteria = { scope, filters, agingDays: await leadAgingDays(db) };
        const page = await listLeads(db, appKey, criteria, { sort, dir, cursor, limit });
        return { data: page.rows.map(toPartnerRow), next_cursor: page.nextCursor };
      },
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.filterOptions, {
      access: 'read:lead:any',
      handler: async () => ({
        ...(await leadFilterChoices(db)),
        aging_days: await leadAgingDays(db),
      }),
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.bulkStatus, {
      access: 'update:lead:any',
      handler: async (request) =>
        bulkChangeStatus(db, request.body, currentUser(request).id, requestTranslator(request)),
    });

    serveEndpoint(app, LEAD_LIST_ENDPOINTS.bulkAssign, {
      access: 'update:lead:any',
      handler: async (request) =>
        bulkAssignLeads(db, request.body, currentUser(request).id, requestTranslator(request)),
    });

    // The exports answer CSV, not JSON: plain routes, with the endpoints' query schemas.
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const { adminExport, partnerExport } = LEAD_LIST_ENDPOINTS;
    typed.get(
      adminExport.path,
      { config: { access: 'read:lead:any' }, schema: { querystring: adminExport.query } },
      async (request, reply) => {
        const { sort, dir, ...filters } = request.query;
        const criteria: LeadListCriteria = {
          scope: { market: filters.market },
          filters,
          agingDays: await leadAgingDays(db),
        };
        const csv = leadCsvStream(db, criteria, { sort, dir }, requestTranslator(request), 'admin');
        return sendCsv(reply, `leads-${filters.market}`, csv);
      },
    );
    typed.get(
      partnerExport.path,
      { config: { access: 'read:lead:own' }, schema: { querystring: partnerExport.query } },
      async (request, reply) => {
        const { sort, dir, ...filters } = request.query;
        // No partner row (an admin): a scope no lead has, so the file holds the headers only.
        const scope = (await partnerScope(currentUser(request).id)) ?? {
          partnerId: '00000000-0000-0000-0000-000000000000',
        };
        const criteria = { scope, filters, agingDays: await leadAgingDays(db) };
        const csv = leadCsvStream(
          db,
          criteria,
          { sort, dir },
          requestTranslator(request),
          'partner',
        );
        return sendCsv(reply, 'my-leads', csv);
      },
    );
  };
}
