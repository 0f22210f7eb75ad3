import type { FastifyInstance } from 'fastify';
import { withSingleUseFormToken } from '../leads/single-use-form-token';
import { JOIN_ENDPOINTS } from '../../shared/partners/join.endpoints';
import { MARKETS, MARKET_INFO } from '../../shared/markets/markets';
import { serveEndpoint } from '../lib/serve-endpoint';
import { requestLocale, requestTranslator } from '../i18n';
import { freshFormToken } from '../leads/form-token';
import { assertFormToken, guestFormPreValidation } from '../leads/guest-form-guard';
import { joinPartner } from './join-partner';
import type { RouteDeps } from '../lib/route-deps';

/** Partner sign-up behind /join and register (issue 4). */
export function partnersRoutes(deps: Pick<RouteDeps, 'db' | 'config' | 'appKey'>) {
  const { db, config, appKey } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, JOIN_ENDPOINTS.options, {
      access: 'public',
      handler: async (_request, reply) => ({
        markets: MARKETS.map((code) => ({
          code,
          business_number: MARKET_INFO[code].businessNumber,
        })),
        ...freshFormToken(reply, appKey, config),
      }),
    });

    serveEndpoint(app, JOIN_ENDPOINTS.join, {
      access: 'public',
      preValidation: guestFormPreValidation({
        db,
        config,
        rateKey: 'join',
        limit: config.JOIN_RATE_LIMIT,
        fakeSuccess: (request) => ({ message: requestTranslator(request)('join.received') }),
      }),
      handler: async (request) => {
        assertFormToken(config, appKey, request.body.form_token);
        const outcome = await withSingleUseFormToken(db, config, request.body.form_token, () =>
          joinPartner(db, request.body, requestLocale(request), appKey),
        );
        if (outcome.kind === 'created') {
          request.log.info({ partnerId: outcome.partnerId }, 'partner signed up, pending approval');
        } else {
          request.log.info('sign-up with a registered e-mail: its owner was told');
        }
        return { message: requestTranslator(request)('join.received') };
      },
    });
  };
}
