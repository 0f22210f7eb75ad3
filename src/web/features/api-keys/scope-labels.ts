import type { ApiKeyScope } from '../../../shared/api-keys/api-key-scopes';
import type { MessageKey } from '../../../shared/i18n/message-key';

/** A scope in words. Its own keys: i18next would read the scope's colon as a namespace. */
export const SCOPE_LABELS: Record<ApiKeyScope, MessageKey> = {
  'leads:write': 'api-keys.scopes.leads_write',
  'leads:read': 'api-keys.scopes.leads_read',
};
