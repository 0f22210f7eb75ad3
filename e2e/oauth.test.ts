import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { startAppProcess, type AppProcess } from '../tests/support/app-process';
import { freePort } from '../tests/support/free-port';
import { startOidcProvider, type LocalOidcProvider } from '../tests/support/oidc-provider';
import { launchBrowser, newContext, seriousAxeViolations } from './support/browser';
import { signInAtLocalId } from './support/oauth';
import { seedUser } from './support/seed';

// Issue 16: OAuth sign-in end to end in the browser, against a real OpenID provider on loopback
// (oidc-provider with its development login form). The app runs in its own process here: the
// provider must know the app's callback address before either starts, and a plain-http
// issuer is accepted only under NODE_ENV=test.

const MEMBER = {
  email: 'oauth-member@e2e.test',
  password: 'an unused e2e password',
  name: 'Olive Oauth',
  role: 'partner' as const,
};

let browser: Browser;
let provider: LocalOidcProvider;
let app: AppProcess;
let dataDir: string;

beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcProvider([`http://127.0.0.1:${port}/api/oauth/local/callback`]);
  dataDir = mkdtempSync(join(tmpdir(), 'lendref-e2e-oauth-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await seedUser(database.db, MEMBER);
  await database.close();
  app = await startAppProcess({
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'dist/web',
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: 'local',
        name: 'Local ID',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
      },
    ]),
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await provider?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const signInAs = (login: string) => signInAtLocalId(browser, app.baseUrl, provider.issuer, login);

it('offers the configured provider on the sign-in screen, accessibly', async () => {
  const context = await newContext(browser, { baseURL: app.baseUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await expect
    .poll(() => page.getByRole('button', { name: 'Continue with Local ID' }).count(), {
      timeout: 10_000,
    })
    .toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

it('signs in the user whose verified e-mail the provider vouches for, no token in any URL', async () => {
  const page = await signInAs(MEMBER.email);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));
  // Where a password sign-in lands too (the dashboard), signed in: the top bar offers sign-out.
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
  await expect
    .poll(() => page.getByRole('link', { name: 'Sign out' }).count(), { timeout: 10_000 })
    .toBe(1);
  expect(page.url()).not.toMatch(/token|code=/);
  for (const url of visited) expect(url).not.toMatch(/token=/);
});

it('refuses an address no account uses, and says why', async () => {
  const page = await signInAs('stranger@e2e.test');
  await expect
    .poll(() => page.getByRole('alert').allTextContents(), { timeout: 10_000 })
    .toContainEqual(
      expect.stringContaining('No account uses the e-mail address of that provider account.'),
    );
  expect(new URL(page.url()).pathname).toBe('/login');
});
