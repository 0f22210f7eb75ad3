import { z } from 'zod';
import type { OAuthProviderInfo } from '../../shared/page-config';
import type { AppConfig } from '../config';

export interface OAuthProvider extends OAuthProviderInfo {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const ZCustomProviders = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,30}$/),
    name: z.string().trim().min(1).max(60),
    issuer: z.url(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
  }),
);

/**
 * The providers this deployment offers: Google and Microsoft when their client is configured,
 * then every entry of OIDC_PROVIDERS (JSON array of {id, name, issuer, clientId, clientSecret}).
 * A malformed OIDC_PROVIDERS stops the start: a silent half-configuration would hide buttons.
 */
export function configuredProviders(config: AppConfig): OAuthProvider[] {
  const providers: OAuthProvider[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: 'google',
      name: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    });
  }
  if (config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET) {
    providers.push({
      id: 'microsoft',
      name: 'Microsoft',
      issuer: `https://login.microsoftonline.com/${config.MICROSOFT_TENANT}/v2.0`,
      clientId: config.MICROSOFT_CLIENT_ID,
      clientSecret: config.MICROSOFT_CLIENT_SECRET,
    });
  }
  if (config.OIDC_PROVIDERS) {
    let raw: unknown;
    try {
      raw = JSON.parse(config.OIDC_PROVIDERS);
    } catch {
      throw new Error('Invalid configuration: OIDC_PROVIDERS is not JSON');
    }
    const parsed = ZCustomProviders.safeParse(raw);
    if (!parsed.success) {
      throw new Error(`Invalid configuration: OIDC_PROVIDERS: ${parsed.error.issues[0]?.message}`);
    }
    for (const provider of parsed.data) {
      if (providers.some((known) => known.id === provider.id)) {
        throw new Error(`Invalid configuration: OIDC_PROVIDERS repeats "${provider.id}"`);
      }
      providers.push(provider);
    }
  }
  return providers;
}

/** What the sign-in screen may know: never the issuer's client secret. */
export function publicProviders(config: AppConfig): OAuthProviderInfo[] {
  return configuredProviders(config).map(({ id, name }) => ({ id, name }));
}
