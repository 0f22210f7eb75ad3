import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '../../shared/api/endpoint';
import type { RouteAccess } from '../plugins/access';

type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Body: BodyOf<E>;
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
}>;

interface ServeOptions<E extends Endpoint> {
  /** Who may call it (plugins/access.ts), declared on every route. */
  access: RouteAccess;
  preValidation?: preValidationAsyncHookHandler;
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<AnswerOf<E>>;
}

/**
 * Registers the route of a shared endpoint declaration: its method and path, its zod schemas
 * for params, query, body and the 200 answer (validated and serialised by the type provider),
 * and its access rule.
 */
export function serveEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: ServeOptions<E>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: options.access },
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    // The request's types come from the endpoint (EndpointRequest); Fastify's own inference
    // cannot follow a generic schema.
    handler: options.handler as unknown as RouteHandlerMethod,
  });
}
