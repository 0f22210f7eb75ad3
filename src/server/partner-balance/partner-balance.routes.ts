import type { RouteDeps } from '../lib/route-deps';
import type { FastifyInstance } from 'fastify';
import { PARTNER_BALANCE_ENDPOINTS as E } from '../../shared/partner-balance/partner-balance.contract';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentPartner } from '../plugins/access';
import { partnerBalance } from './partner-balance.queries';

/** The signed-in partner's running balance on their dashboard (issue 35 item 5). */
export function partnerBalanceRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.mine, {
      access: 'read:firm:own',
      handler: async (request) => {
        const partner = currentPartner(request);
        // Commissions the firm hides from this partner are hidden here too (decision 0029).
        if (!partner.showCommissions) return { hidden: true, balances: [] };
        return { hidden: false, balances: await partnerBalance(db, partner.id) };
      },
    });
  };
}
