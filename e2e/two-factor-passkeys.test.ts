import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/client';
import { messages } from '../src/shared/i18n/messages';
import { migrate } from '../src/server/db/migrate';
import { startAppProcess, type AppProcess } from '../tests/support/app-process';
import { freePort } from '../tests/support/free-port';
import { launchBrowser, newContext, seriousAxeViolations } from './support/browser';
import { seedUser } from './support/seed';
import { enrol, shootVariants, SHOTS } from './support/two-factor';
import { E2E_USERS } from './support/users';

// Decision 0063: a passkey as the second factor, with Chromium's virtual authenticator. The app
// runs in its own process with APP_URL on `localhost`: Chromium refuses an IP address as the
// WebAuthn RP ID, and localhost is a secure context over plain http.
const USER = E2E_USERS.passkeyPartner;

let browser: Browser;
let app: AppProcess;
let appUrl: string;
let dataDir: string;

beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'lendref-e2e-passkeys-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await seedUser(database.db, USER);
  await database.close();
  app = await startAppProcess({
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'dist/web',
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A browser with a platform authenticator that holds passkeys and verifies its user. */
async function withAuthenticator(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return page;
}

/** The password step in any language, by the form's fields rather than their labels. */
async function passwordStepByFields(page: Page) {
  await page.goto('/login');
  await page.locator('input[type=email]').fill(USER.email);
  await page.locator('input[type=password]').fill(USER.password);
  await page.locator('form button[type=submit]').click();
}

async function passwordStep(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(USER.email);
  await page.getByLabel(/^password$/i).fill(USER.password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

it('adds a named passkey with the password, signs in with it at the code step, then removes it', async () => {
  const context = await newContext(browser, { baseURL: appUrl });
  const page = await withAuthenticator(context);
  await passwordStep(page);
  await page.waitForURL((url) => url.pathname !== '/login');
  await enrol(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();

  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByLabel('Name of the passkey').fill('Work laptop');
  // The password is asked first: a wrong one adds nothing.
  await card.getByLabel('Password').fill('not the password');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await card.getByText('The current password is incorrect.').waitFor();
  expect(await card.getByText('No passkey yet.').count()).toBe(1);
  await card.getByLabel('Password').fill(USER.password);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Passkey added.').first().waitFor();
  await card.getByText('Work laptop').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await shootVariants(page, 'two-factor-passkeys-en');

  // Signed out, the password step offers the passkey; it alone completes the sign-in.
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
  await passwordStep(page);
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')?.httpOnly).toBe(true);

  // The same screens in zh-CN: the passkey card and the code step's passkey button.
  const zh = messages['zh-CN'];
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: appUrl }]);
  await page.goto('/settings/two-factor');
  const zhCard = page.getByRole('region', { name: zh['two-factor-settings'].passkeys_title });
  await zhCard.getByText('Work laptop').waitFor();
  await shootVariants(page, 'two-factor-passkeys-zh-CN');
  const zhPage = await withAuthenticator(await newContext(browser, { baseURL: appUrl }));
  await zhPage.context().addCookies([{ name: 'locale', value: 'zh-CN', url: appUrl }]);
  await passwordStepByFields(zhPage);
  await zhPage.getByRole('button', { name: zh['two-factor'].use_passkey }).waitFor();
  await shootVariants(zhPage, 'two-factor-code-step-passkey-zh-CN');
  await context.addCookies([{ name: 'locale', value: 'en', url: appUrl }]);

  await page.goto('/settings/two-factor');
  await card.getByText('Work laptop').waitFor();
  await card.getByRole('button', { name: 'Remove' }).click();
  await page.getByText('Passkey removed.').first().waitFor();
  await card.getByText('No passkey yet.').waitFor();
  await context.close();
});
