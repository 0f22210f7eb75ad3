import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oauthAccounts, rateLimits } from '../db/schema';
import { createPartner, createUser } from '../../../tests/support/factories';
import {
  signInAtProvider,
  startOidcProvider,
  type LocalOidcProvider,
} from '../../../tests/support/oidc-provider';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/test-app';
import type { AppConfig } from '../config';
import { loadPageConfig } from '../settings/settings.service';

const APP_URL = 'http://127.0.0.1:9';
let t: TestApp;
let idp: LocalOidcProvider;
let config: AppConfig;

beforeAll(async () => {
  idp = await startOidcProvider([`${APP_URL}/api/oauth/local/callback`]);
  const overrides = {
    APP_URL,
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: 'local',
        name: 'Local ID',
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
      },
    ]),
  };
  config = testConfig(overrides);
  t = await createTestApp(overrides);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

/** Start → provider sign-in as `login` → callback; returns the callback's answer. */
async function signInAs(login: string, tamper?: (callback: URL) => void) {
  const start = await t.request({ method: 'POST', url: '/api/oauth/local' });
  expect(start.statusCode).toBe(200);
  const state = cookieOf(start, 'oauth_state');
  const callback = await signInAtProvider(start.json().url, login);
  expect(callback.pathname).toBe('/api/oauth/local/callback');
  tamper?.(callback);
  return t.request({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: state ? { oauth_state: state } : {},
  });
}

async function exchange(handoff: string | undefined) {
  return t.request({
    method: 'POST',
    url: '/api/oauth/session',
    cookies: handoff ? { oauth_handoff: handoff } : {},
  });
}

describe('OAuth sign-in against a real OpenID provider', () => {
  it('offers the configured provider to the sign-in screen, and 404 for an unknown one', async () => {
    const page = await loadPageConfig(t.db, config);
    expect(page.oauthProviders).toEqual([{ id: 'local', name: 'Local ID' }]);
    const unknown = await t.request({ method: 'POST', url: '/api/oauth/github' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This sign-in provider is not offered here.');
  });

  it('reaches a plain-http loopback issuer outside production only (npm run dev:idp)', async () => {
    const overrides = {
      APP_URL,
      NODE_ENV: 'production',
      APP_KEY: 'a production key of more than thirty-two characters',
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'local', name: 'Local ID', issuer: idp.issuer, clientId: 'c', clientSecret: 's' },
      ]),
    };
    const production = await createTestApp(overrides);
    try {
      const start = await production.request({ method: 'POST', url: '/api/oauth/local' });
      expect(start.statusCode).toBe(503);
      expect(start.json().message).toBe(
        'The sign-in provider cannot be reached just now. Please try again in a few minutes or sign in with your password.',
      );
    } finally {
      await production.close();
    }
    const development = await createTestApp({ ...overrides, NODE_ENV: 'development' });
    try {
      const start = await development.request({ method: 'POST', url: '/api/oauth/local' });
      expect(start.statusCode).toBe(200);
      expect(new URL(start.json().url).origin).toBe(idp.issuer);
    } finally {
      await development.close();
    }
  });

  it('answers the provider URL with state, nonce and S256 PKCE, and no secret', async () => {
    const start = await t.request({ method: 'POST', url: '/api/oauth/local' });
    const url = new URL(start.json().url);
    expect(url.origin).toBe(idp.issuer);
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)).toBeTruthy();
    }
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.href).not.toContain(idp.clientSecret);
    const cookie = start.cookies.find((c) => c.name === 'oauth_state');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/oauth' });
  });

  it('signs in the active user whose verified e-mail matches; the token never rides a URL', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const callback = await signInAs(user.email);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login/oauth');
    const handoff = cookieOf(callback, 'oauth_handoff');
    expect(handoff).toBeTruthy();

    const session = await exchange(handoff);
    expect(session.statusCode).toBe(200);
    const { token, user: signedIn } = session.json();
    expect(signedIn.email).toBe(user.email);
    const me = await t.request({ method: 'GET', url: '/api/user', token });
    expect(me.statusCode).toBe(200);

    const links = await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id));
    expect(links).toMatchObject([{ provider: 'local', subject: user.email }]);
    // The hand-off code is single use.
    expect((await exchange(handoff)).statusCode).toBe(400);
  });

  // Issue 31 (decision 0061): the provider stands for the password, not the second factor.
  it('asks a user with a second factor for the code step, with no session yet', async () => {
    const user = await createUser(t.db, { role: 'partner', twoFactorEnabledAt: new Date() });
    const handoff = cookieOf(await signInAs(user.email), 'oauth_handoff');
    const answer = await exchange(handoff);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ two_factor_required: true });
    expect(answer.json()).not.toHaveProperty('token');
    expect(cookieOf(answer, 'token')).toBeUndefined();
  });

  it('sets the HttpOnly session cookie on a plain exchange', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const answer = await exchange(cookieOf(await signInAs(user.email), 'oauth_handoff'));
    const cookie = answer.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', value: answer.json().token });
  });

  it('refuses a state that does not match the browser’s, and a replayed callback', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const forged = await signInAs(user.email, (callback) =>
      callback.searchParams.set('state', 'someone-elses-state'),
    );
    expect(forged.headers.location).toBe('/login?oauth_error=state');
    expect(cookieOf(forged, 'oauth_handoff')).toBeUndefined();

    const start = await t.request({ method: 'POST', url: '/api/oauth/local' });
    const state = cookieOf(start, 'oauth_state');
    const callback = await signInAtProvider(start.json().url, user.email);
    const url = `${callback.pathname}${callback.search}`;
    const once = await t.request({ method: 'GET', url, cookies: { oauth_state: state ?? '' } });
    expect(once.headers.location).toBe('/login/oauth');
    const twice = await t.request({ method: 'GET', url, cookies: { oauth_state: state ?? '' } });
    expect(twice.headers.location).toBe('/login?oauth_error=state');
  });

  it('refuses an unknown e-mail without creating an account', async () => {
    const callback = await signInAs('nobody@example.test');
    expect(callback.headers.location).toBe('/login?oauth_error=unknown_email');
    expect(await t.db.select().from(oauthAccounts)).not.toContainEqual(
      expect.objectContaining({ subject: 'nobody@example.test' }),
    );
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    idp.accounts.set('unverified-login', { email: user.email, email_verified: false });
    const callback = await signInAs('unverified-login');
    expect(callback.headers.location).toBe('/login?oauth_error=unverified_email');
  });

  it('refuses a suspended partner and a disabled admin', async () => {
    const { user: suspended } = await createPartner(t.db, { status: 'suspended' });
    expect((await signInAs(suspended.email)).headers.location).toBe(
      '/login?oauth_error=not_allowed',
    );
    const disabled = await createUser(t.db, { role: 'admin', disabledAt: new Date() });
    expect((await signInAs(disabled.email)).headers.location).toBe(
      '/login?oauth_error=not_allowed',
    );
  });

  it('refuses when the provider answers with an error', async () => {
    const start = await t.request({ method: 'POST', url: '/api/oauth/local' });
    const state = new URL(start.json().url).searchParams.get('state') ?? '';
    const callback = await t.request({
      method: 'GET',
      url: `/api/oauth/local/callback?error=access_denied&state=${state}`,
      cookies: { oauth_state: state },
    });
    expect(callback.headers.location).toBe('/login?oauth_error=provider');
  });

  it('refuses an exchange without a hand-off cookie', async () => {
    const response = await exchange(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This sign-in has expired or was already used. Please sign in again.',
    );
  });
});
