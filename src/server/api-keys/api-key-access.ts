import type { FastifyRequest } from 'fastify';
import { scopeOf, type ApiKeyAccess } from '../../shared/api-keys/api-key-scopes';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { sha256 } from '../lib/hash';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';
import { bearerToken } from '../plugins/session-cookie';
import { looksLikeApiKey } from './api-key-secret';
import { findLiveApiKey, stampApiKeyUse, type ApiKeyRow } from './api-keys.queries';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a lead API route was called with, as the access check found it (else null). */
    apiKey: ApiKeyRow | null;
  }
}

/**
 * The access check of a lead API route (issue 33), in a fixed order: the key (a missing,
 * unknown, malformed or revoked key all get the one 401 the session routes give, so a caller
 * learns nothing from trying), its holder, its rate limit (per key, 429 with Retry-After),
 * then the route's scope.
 */
export async function authorizeApiKey(
  db: Db,
  request: FastifyRequest,
  access: ApiKeyAccess,
  rate: RateRule,
): Promise<void> {
  const presented = bearerToken(request);
  const found =
    presented && looksLikeApiKey(presented) ? await findLiveApiKey(db, sha256(presented)) : null;
  if (!found) throw new AppError('unauthenticated', 'errors.unauthenticated');
  const { key, holderActive } = found;
  await stampApiKeyUse(db, key);
  if (!holderActive) throw new AppError('forbidden', 'api-keys.holder_inactive');
  // The admin's sessions are refused until they enrol (decision 0061): so is their key.
  if (found.secondFactorDue) throw new AppError('forbidden', 'two-factor.required');
  await enforceRateLimit(db, `api-key:${key.id}`, rate);
  if (!key.scopes.includes(scopeOf(access))) {
    throw new AppError('forbidden', 'api-keys.scope_missing', {
      values: { scope: scopeOf(access) },
    });
  }
  request.apiKey = key;
}

/** The key of a lead API route, which its access check guarantees. */
export function currentApiKey(request: FastifyRequest): ApiKeyRow {
  if (!request.apiKey) throw new AppError('unauthenticated', 'errors.unauthenticated');
  return request.apiKey;
}
