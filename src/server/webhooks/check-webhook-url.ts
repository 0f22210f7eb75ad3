import { fieldError } from '../errors';
import { assertPublicHost, ForbiddenTargetError, hostOf, type TargetPolicy } from './target-guard';

export interface UrlPolicy extends TargetPolicy {
  /** NODE_ENV=production: https only. */
  production: boolean;
}

/**
 * Refuses, with a 422 on `url`, an endpoint the worker must never call: not http(s), plain http
 * in production, credentials in the URL (they would sit in logs and screens), or a host that
 * resolves to a private, loopback or link-local address. The worker checks the address again at
 * every delivery: DNS may change after this.
 */
export async function checkWebhookUrl(raw: string, policy: UrlPolicy): Promise<string> {
  const url = new URL(raw);
  const allowedProtocols = policy.production ? ['https:'] : ['https:', 'http:'];
  if (!allowedProtocols.includes(url.protocol))
    throw fieldError(
      'url',
      policy.production ? 'webhooks.errors.https_only' : 'webhooks.errors.url_invalid',
    );
  if (url.username || url.password) throw fieldError('url', 'webhooks.errors.credentials');
  try {
    await assertPublicHost(hostOf(url), policy);
  } catch (error) {
    if (!(error instanceof ForbiddenTargetError)) throw error;
    throw fieldError(
      'url',
      error.reason === 'private_address'
        ? 'webhooks.errors.private_address'
        : 'webhooks.errors.unresolvable',
    );
  }
  url.hash = '';
  return url.toString();
}
