import type { FastifyInstance } from 'fastify';
import { CLIENT_REPORT_ENDPOINTS } from '../../shared/client-reports/client-reports.endpoints';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';
import { serveEndpoint } from '../lib/serve-endpoint';
import type { RouteDeps } from '../lib/route-deps';

/** A browser retries a failed screen once; a few reports an hour cover a bad deployment. */
export const SCREEN_LOAD_REPORT_LIMIT: RateRule = { limit: 20, windowSeconds: 60 * 60 };

/**
 * POST /api/client-reports/screen-load: a browser could not load a screen's script (spec §8,
 * "the failure type is reported"). The report becomes one warning in the server's log, where
 * operators see a deployment that removed scripts still in use, or a network in trouble.
 */
export function clientReportsRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, CLIENT_REPORT_ENDPOINTS.screenLoad, {
      access: 'public',
      handler: async (request) => {
        await enforceRateLimit(db, `client-report:ip:${request.ip}`, SCREEN_LOAD_REPORT_LIMIT);
        request.log.warn(
          { failure: request.body.failure },
          "a browser could not load a screen's script",
        );
        return { received: true as const };
      },
    });
  };
}
