/**
 * What an API key may do (issue 33): send leads, read them. A key holds one or both; a route
 * of the lead API declares the scope it needs as its access (`api-key:leads:write`).
 */
export const API_KEY_SCOPES = ['leads:write', 'leads:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A route's access when only an API key with this scope may call it (plugins/access.ts). */
export type ApiKeyAccess = `api-key:${ApiKeyScope}`;

export function isApiKeyAccess(value: unknown): value is ApiKeyAccess {
  return (
    typeof value === 'string' &&
    value.startsWith('api-key:') &&
    (API_KEY_SCOPES as readonly string[]).includes(value.slice('api-key:'.length))
  );
}

export function scopeOf(access: ApiKeyAccess): ApiKeyScope {
  return access.slice('api-key:'.length) as ApiKeyScope;
}

/** The visible start of every key, so a leaked one is recognised by secret scanners and people. */
export const API_KEY_PREFIX = 'lr_live_';
