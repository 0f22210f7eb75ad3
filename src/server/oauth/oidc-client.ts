import * as client from 'openid-client';
import type { AppConfig } from '../config';
import { publicUrl } from '../config';
import type { OAuthProvider } from './providers';

export type OidcConfiguration = client.Configuration;

/**
 * Plain http is allowed only for a loopback issuer outside production: the tests' own
 * oidc-provider, and `npm run dev:idp` on a developer's machine (issue 31, item 9). Every
 * real provider is reached over https.
 */
function allowsHttp(config: AppConfig, issuer: URL): boolean {
  return (
    config.NODE_ENV !== 'production' &&
    issuer.protocol === 'http:' &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  );
}

/**
 * Discovery once per provider and process; a failed discovery is forgotten so the next
 * sign-in tries again (the provider may have been down for a moment).
 */
export function oidcConfigurations(config: AppConfig) {
  const cache = new Map<string, Promise<OidcConfiguration>>();
  return (provider: OAuthProvider): Promise<OidcConfiguration> => {
    let pending = cache.get(provider.id);
    if (!pending) {
      const issuer = new URL(provider.issuer);
      pending = client.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        allowsHttp(config, issuer)
          ? { execute: [client.allowInsecureRequests], timeout: 10 }
          : { timeout: 10 },
      );
      pending.catch(() => cache.delete(provider.id));
      cache.set(provider.id, pending);
    }
    return pending;
  };
}

export function callbackUrl(config: AppConfig, providerId: string): string {
  return `${publicUrl(config)}/api/oauth/${providerId}/callback`;
}

export interface StartChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationUrl(
  oidc: OidcConfiguration,
  redirectUri: string,
  checks: StartChecks,
): Promise<string> {
  const url = client.buildAuthorizationUrl(oidc, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}

export const newChecks = (): StartChecks => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  codeVerifier: client.randomPKCECodeVerifier(),
});

/** Code exchange with state, nonce and PKCE checked by openid-client; the ID token's claims. */
export async function finishAuthorization(
  oidc: OidcConfiguration,
  currentUrl: URL,
  checks: StartChecks,
): Promise<{ subject: string; email: string | null; emailVerified: boolean }> {
  const tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  return {
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true,
  };
}
