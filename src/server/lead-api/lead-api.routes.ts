import type { RouteDeps } from '../lib/route-deps';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEAD_API_ENDPOINTS } from '../../shared/lead-api/lead-api.endpoints';
import { currentApiKey } from '../api-keys/api-key-access';
import { AppError, fieldError } from '../errors';
import { requestLocale } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { createLeadByApi } from './create-lead-by-api';
import { findLeadForKey, listLeadsForKey } from './lead-api.queries';

const MAX_USER_AGENT = 512;
/** Printable ASCII, as a UUID or any client's own request id: 1 to 255 characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw fieldError('Idempotency-Key', 'api-keys.idempotency_key_invalid');
  }
  return header;
}

/** The lead API v1 (issue 33): send a lead, read one, list the key's leads with their stage. */
export function leadApiRoutes(deps: Pick<RouteDeps, 'db' | 'config' | 'appKey'>) {
  const { db, config, appKey } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, LEAD_API_ENDPOINTS.create, {
      access: 'api-key:leads:write',
      handler: async (request, reply) => {
        const key = currentApiKey(request);
        const { receipt, replayed } = await createLeadByApi(db, request.body, {
          key,
          idempotencyKey: idempotencyKeyOf(request),
          context: {
            ip: request.ip,
            userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
            // The applicant's language, if the sender says it; else English.
            locale: requestLocale(request),
            appName: config.APP_NAME,
          },
        });
        if (replayed) reply.header('idempotent-replayed', 'true');
        else
          request.log.info(
            { apiKeyId: key.id, repeat: receipt.repeat },
            receipt.repeat ? 'api enquiry added to lead' : 'lead received by api',
          );
        return receipt;
      },
    });

    serveEndpoint(app, LEAD_API_ENDPOINTS.list, {
      access: 'api-key:leads:read',
      handler: async (request) =>
        listLeadsForKey(db, currentApiKey(request).partnerId, {
          ...request.query,
          cursorKey: appKey,
        }),
    });

    serveEndpoint(app, LEAD_API_ENDPOINTS.read, {
      access: 'api-key:leads:read',
      handler: async (request) => {
        const lead = await findLeadForKey(
          db,
          currentApiKey(request).partnerId,
          request.params.reference,
        );
        // Another partner's lead and no lead at all: the same 404.
        if (!lead) throw new AppError('not_found', 'errors.not_found');
        return lead;
      },
    });
  };
}
