import type { FastifyInstance } from 'fastify';
import { DASHBOARD_ENDPOINTS } from '../../shared/dashboard/dashboard.endpoints';
import { MARKET_INFO } from '../../shared/markets/markets';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentPartner, partnerLeadScope } from '../plugins/access';
import {
  agingLeads,
  conversion,
  leadsBySource,
  newLeadCounts,
  openPipeline,
  partnerLeadsByStatus,
  partnerRecentChanges,
  partnerSettled,
  topPartners,
  weeklyLeads,
} from './dashboard.queries';
import type { RouteDeps } from '../lib/route-deps';

/** The dashboards of `/` (issue 15): the firm's, one market at a time, and a partner's own. */
export function dashboardRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, DASHBOARD_ENDPOINTS.admin, {
      access: 'read:lead:any',
      handler: async (request) => {
        const { market } = request.query;
        // Independent reads: side by side, not one after another.
        const [fresh, pipeline, converted, sources, partners, aging, weekly] = await Promise.all([
          newLeadCounts(db, market),
          openPipeline(db, market),
          conversion(db, market),
          leadsBySource(db, market),
          topPartners(db, market),
          agingLeads(db, market),
          weeklyLeads(db),
        ]);
        return {
          market,
          currency: MARKET_INFO[market].currency,
          new_this_week: fresh.week,
          new_this_month: fresh.month,
          pipeline,
          conversion: converted,
          by_source: sources,
          top_partners: partners,
          aging,
          weekly,
        };
      },
    });

    serveEndpoint(app, DASHBOARD_ENDPOINTS.partner, {
      access: 'partner',
      handler: async (request) => {
        const partner = partnerLeadScope(request);
        const [byStatus, settled, recent] = await Promise.all([
          partnerLeadsByStatus(db, partner),
          partnerSettled(db, partner),
          partnerRecentChanges(db, partner),
        ]);
        return {
          // A colleague's own link credits the firm and records them (issue 34).
          referral_code: request.memberReferralCode ?? currentPartner(request).referralCode,
          by_status: byStatus,
          settled,
          recent_changes: recent,
        };
      },
    });
  };
}
