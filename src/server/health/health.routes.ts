import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../lib/route-deps';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export function healthRoutes({ database }: Pick<RouteDeps, 'database'>) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { config: { access: 'public' } }, async (request, reply) => {
      try {
        await database.ping();
        // Which database it is stays private: a probe needs only ready or not.
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.code(503).send({ status: 'unavailable' });
      }
    });
  };
}
