import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port';

interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims per login name typed in the provider's form; unlisted logins are their own
   * verified e-mail address. */
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (the `oidc-provider` package) on 127.0.0.1 with one confidential
 * client, PKCE required, and its development login and consent forms: any login is accepted.
 */
export async function startOidcProvider(
  redirectUris: string[],
  port?: number,
): Promise<LocalOidcProvider> {
  port ??= await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, ProviderAccount>();
  const clientId = 'lendref-test';
  const clientSecret = 'a-test-client-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims go into the ID token itself, where openid-client reads them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx, login) => ({
      // The provider's `sub` is the accountId: the login name.
      accountId: login,
      claims: () => ({
        email: login,
        email_verified: true,
        ...accounts.get(login),
      }),
    }),
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Signs in at the provider as `login` the way a browser would (redirects followed by hand,
 * cookies kept, the login and consent forms posted) and returns the URL the provider finally
 * redirects to: the app's callback with its code and state.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = new URL(authorizationUrl);
  const issuerOrigin = url.origin;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader() },
      ...(body ? { body } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== issuerOrigin) return url;
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page ${response.status}: ${html}`);
    url = new URL(action, url);
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
  }
  throw new Error('too many redirects at the provider');
}
