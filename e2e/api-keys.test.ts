import { mkdirSync } from 'node:fs';
import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  baseUrl,
  dialogs,
  e2eUser,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
} from './support/browser';
import { SHOTS, shootVariants } from './support/two-factor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

/** Settings → API keys: a key named and scoped in the form, shown once; answers the key. */
async function createKey(page: Page, name: string, owner = 'apiKeysPartner'): Promise<string> {
  await page.goto('/settings/api-keys');
  await page.getByRole('heading', { name: 'API keys', level: 2, exact: true }).waitFor();
  await page.getByLabel('Name').fill(name);
  // A key outlives the session: its owner's password is asked (decision 0088).
  await page.getByLabel('Current password').fill(e2eUser(owner).password);
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByTestId('new-api-key');
  await shown.waitFor();
  return shown.inputValue();
}

/** The lead API as another system calls it: no browser, no cookie, the key alone. */
async function leadApi(key: string) {
  const client = await request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  return client;
}

const lead = (email: string) => ({
  variant: 'apply-quick',
  market: 'AU',
  first_name: 'Ada',
  last_name: 'Keys',
  email,
  mobile: '0412 345 678',
  amount: 50_000,
  consent: true,
});

it('a partner creates a key, copies it once, sends a lead with it, then revokes it', async () => {
  const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signIn(page, 'apiKeysPartner');
  await page.goto('/settings/profile');
  await page.getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('heading', { name: 'API keys', level: 2, exact: true }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A key with no scope is refused on the field, before anything is sent.
  await page.getByLabel('Name').fill('Nothing allowed');
  await page.getByLabel('Send leads').uncheck();
  await page.getByLabel('Read leads and their stage').uncheck();
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByText('Choose at least one thing the key may do.').waitFor();
  await page.getByLabel('Send leads').check();
  await page.getByLabel('Read leads and their stage').check();

  // Unique per run: the e2e database outlives a run, and another run's keys stay listed.
  const name = `Practice CRM ${Date.now().toString(36)}`;
  const row = page.getByRole('row').filter({ hasText: name });
  const secret = await createKey(page, name);
  expect(secret).toMatch(/^lr_live_/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Copy key' }).click();
  await page.getByText('Copied to the clipboard.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shootVariants(page, 'api-keys-new-key');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  // Once put away, the key is shown nowhere again: not on the page, not after a reload.
  await page.getByRole('button', { name: 'I have stored it' }).click();
  await page.getByRole('heading', { name: 'New API key' }).waitFor();
  expect(await page.content()).not.toContain(secret);
  await page.reload();
  await row.waitFor();
  expect(await page.content()).not.toContain(secret);
  expect(await row.textContent()).toContain(`${secret.slice(0, 14)}…`);

  // The key sends a lead; the list then shows when it was last used.
  const api = await leadApi(secret);
  const sent = await api.post('/api/v1/leads', {
    data: lead(`browser-api-key-${Date.now()}@e2e.test`),
    headers: { 'idempotency-key': 'e2e-order-1' },
  });
  expect(sent.status()).toBe(200);
  const reference = (await sent.json()).reference as string;
  expect((await (await api.get(`/api/v1/leads/${reference}`)).json()).stage).toBe('new');
  await page.reload();
  await row.waitFor();
  expect(await row.textContent()).not.toContain('Never');
  await shootVariants(page, 'api-keys-list');

  // Revoking asks first; the revoked key is refused as any unknown key is.
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await dialogs(page).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialogs(page).getByRole('button', { name: 'Revoke key' }).click();
  await page.getByText(`The key “${name}” is revoked.`).waitFor();
  await expect.poll(async () => (await api.get('/api/v1/leads')).status()).toBe(401);
  const wrong = await leadApi(`${secret.slice(0, -2)}xx`);
  expect(await (await api.get('/api/v1/leads')).text()).toBe(
    await (await wrong.get('/api/v1/leads')).text(),
  );
  await api.dispose();
  await wrong.dispose();
});

it('a partner’s key never reaches another partner’s lead, by reference or in the list', async () => {
  const mine = await (await newContext(browser)).newPage();
  await signIn(mine, 'apiKeysOtherPartner');
  const myKey = await createKey(mine, 'Other CRM', 'apiKeysOtherPartner');
  const theirs = await (await newContext(browser)).newPage();
  await signIn(theirs, 'apiKeysPartner');
  const theirKey = await createKey(theirs, 'Aggregator feed');

  const their = await leadApi(theirKey);
  const theirReference = (
    await (
      await their.post('/api/v1/leads', { data: lead(`theirs-api-${Date.now()}@e2e.test`) })
    ).json()
  ).reference as string;
  const api = await leadApi(myKey);
  const other = await api.get(`/api/v1/leads/${theirReference}`);
  const unknown = await api.get('/api/v1/leads/AU-2026-999999');
  expect(other.status()).toBe(404);
  expect(await other.text()).toBe(await unknown.text());
  const listed = (await (await api.get('/api/v1/leads?limit=100')).json()).data as {
    reference: string;
  }[];
  expect(listed.map((row) => row.reference)).not.toContain(theirReference);
  expect((await their.get(`/api/v1/leads/${theirReference}`)).status()).toBe(200);
  await api.dispose();
  await their.dispose();
});

it('the API reference renders the lead API from the OpenAPI document, in Chinese too', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'apiKeysPartner');
  await page.goto('/settings/api-keys');
  await page.getByRole('link', { name: 'API reference' }).click();
  await page.getByRole('heading', { name: 'Lead API reference' }).waitFor();
  await page.getByText('POST /api/v1/leads').waitFor();
  await page.getByText('GET /api/v1/leads/{reference}').waitFor();
  await shootVariants(page, 'api-reference');

  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  for (const path of ['/settings/api-keys', '/settings/api-keys/reference']) {
    await page.goto(path);
    await page
      .getByRole('heading', {
        name: path.endsWith('reference') ? '线索 API 参考' : 'API 密钥',
        level: 2,
        exact: true,
      })
      .waitFor();
    expect(await page.evaluate(noSidewaysScroll)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({
      path: `${SHOTS}/${path.endsWith('reference') ? 'api-reference' : 'api-keys'}-zh-CN.png`,
      fullPage: true,
    });
  }
});
