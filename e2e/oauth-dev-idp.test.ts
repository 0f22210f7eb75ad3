import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { oauthAccounts, users } from '../src/server/db/schema';
import { startAppProcess, type AppProcess } from '../tests/support/app-process';
import { freePort } from '../tests/support/free-port';
import { launchBrowser } from './support/browser';
import { signInAtLocalId } from './support/oauth';
import { seedUser } from './support/seed';

// Issue 31, item 9: OAuth tried end to end as the README tells a developer to: `npm run dev:idp`
// (scripts/dev-idp.ts) started as its own process, the app started in development with the
// OIDC_PROVIDERS line that script prints, and an existing account linked at its first sign-in.

const MEMBER = {
  email: 'dev-idp-member@e2e.test',
  password: 'an unused e2e password',
  name: 'Devi Idp',
  role: 'partner' as const,
};

let browser: Browser;
let idp: ChildProcess;
let app: AppProcess;
let dataDir: string;
let providers: string;

/** Starts the script and resolves with the OIDC_PROVIDERS value it tells the developer to set. */
async function startDevIdp(appUrl: string): Promise<string> {
  idp = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev-idp.ts'], {
    env: { ...process.env, IDP_PORT: String(await freePort()), APP_URL: appUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  return new Promise((resolve, reject) => {
    idp.once('exit', (code) => reject(new Error(`dev:idp exited with ${code}: ${printed}`)));
    idp.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const setting = /OIDC_PROVIDERS='([^']+)'/.exec(printed)?.[1];
      if (setting) resolve(setting);
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  providers = await startDevIdp(appUrl);
  dataDir = mkdtempSync(join(tmpdir(), 'lendref-e2e-dev-idp-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await seedUser(database.db, MEMBER);
  await database.close();
  app = await startAppProcess({
    // As `npm start` runs on a developer's machine: not production, not test.
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'dist/web',
    OIDC_PROVIDERS: providers,
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  idp?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('signs an existing account in through `npm run dev:idp`, linking it at the first sign-in', async () => {
  const [{ issuer }] = JSON.parse(providers) as [{ issuer: string }];
  expect(new URL(issuer).protocol).toBe('http:');

  for (const attempt of ['first, linking', 'second, through the link']) {
    const page = await signInAtLocalId(browser, app.baseUrl, issuer, MEMBER.email);
    await expect
      .poll(() => page.getByText(MEMBER.name).count(), { timeout: 10_000, message: attempt })
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await page.context().close();
  }

  // The link is data: one row for the provider's subject, on the account that signed in.
  await app.stop();
  const database = await openDatabase({ dataDir });
  try {
    const links = await database.db
      .select({ provider: oauthAccounts.provider, subject: oauthAccounts.subject })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(eq(users.email, MEMBER.email));
    expect(links).toEqual([{ provider: 'local', subject: MEMBER.email }]);
  } finally {
    await database.close();
  }
});
