import type { RouteDeps } from '../lib/route-deps';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_ENDPOINTS } from '../../shared/api-keys/api-keys.endpoints';
import { proveItIsTheUser } from '../auth/prove-it-is-the-user';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentPartner, currentUser } from '../plugins/access';
import { createApiKey } from './create-api-key';
import { listApiKeys, type KeyOwner } from './api-keys.queries';
import { revokeApiKey } from './revoke-api-key';

/** A partner manages their partner's keys; an admin every key, and creates firm-wide ones. */
function keyOwner(request: FastifyRequest): KeyOwner & { company: string | null } {
  const user = currentUser(request);
  // Never the admin's view by accident: a partner without their row gets currentPartner's 404.
  const partner = user.role === 'partner' ? currentPartner(request) : null;
  return { userId: user.id, partnerId: partner?.id ?? null, company: partner?.company ?? null };
}

/** API keys in settings (issue 33): create (shown once), list, revoke. */
export function apiKeysRoutes({ db, appKey }: Pick<RouteDeps, 'db' | 'appKey'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, API_KEY_ENDPOINTS.list, {
      access: 'read:api_key:own',
      handler: async (request) => ({ data: await listApiKeys(db, keyOwner(request)) }),
    });

    serveEndpoint(app, API_KEY_ENDPOINTS.create, {
      access: 'create:api_key:own',
      handler: async (request) => {
        // A key outlives the session and the password: the session alone may not make one.
        await proveItIsTheUser(
          db,
          appKey,
          currentUser(request),
          request.body,
          'api-keys-validation.password_needed',
        );
        const created = await createApiKey(db, keyOwner(request), request.body);
        // The key itself never reaches the log: its id and visible start do.
        request.log.info(
          { apiKeyId: created.key.id, prefix: created.key.prefix },
          'api key created',
        );
        return created;
      },
    });

    serveEndpoint(app, API_KEY_ENDPOINTS.revoke, {
      access: 'delete:api_key:own',
      handler: async (request) => ({
        key: await revokeApiKey(db, keyOwner(request), request.params.id),
      }),
    });
  };
}
