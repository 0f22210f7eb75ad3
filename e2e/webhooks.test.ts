import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  baseUrl,
  dialogs,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
} from './support/browser';
import { E2E_USERS } from './support/users';
import { apiHeaders, apply } from './support/leads';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = '.tmp/shots';
/** The seeded partner's referral code (e2e/support/seed.ts makes it from the address). */
const REFERRAL_CODE = 'e2ewebhookpartner';
/** A public address: the server refuses private ones, and runs in production mode here. */
const PUBLIC_URL = 'https://93.184.215.14/lendref-hooks';
const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

async function partnerPage(options: Parameters<typeof newContext>[1] = {}): Promise<Page> {
  const page = await (await newContext(browser, options)).newPage();
  await signIn(page, 'webhookPartner');
  return page;
}

async function removeAll(page: Page) {
  const headers = await apiHeaders(page);
  const list = await (await page.request.get('/api/webhooks', { headers })).json();
  for (const endpoint of list.data as { id: string }[])
    await page.request.delete(`/api/webhooks/${endpoint.id}`, { headers });
}

it('a partner adds an endpoint, copies its secret once, follows its log, redelivers, rotates and turns it off', async () => {
  const page = await partnerPage();
  await removeAll(page);
  await page.goto('/settings/webhooks');
  await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
  await page.getByText('No endpoint yet.').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Nothing filled in: both fields say what is missing, and the focus goes to the first.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByText('This field is required.').waitFor();
  await page.getByText('Choose at least one.').waitFor();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
    .toBe('url');

  // An endpoint outlives the session: its owner's password is asked (decision 0088).
  await page.getByLabel('Current password').fill(E2E_USERS.webhookPartner.password);
  // A private address is refused by the server, on the field.
  await page.getByLabel('Endpoint URL').fill('https://10.0.0.8/hooks');
  await page.getByLabel('Lead created').check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByText(/private, loopback or link-local network/).waitFor();

  await page.getByLabel('Endpoint URL').fill(PUBLIC_URL);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = page.getByTestId('webhook-secret');
  await secret.waitFor();
  expect(await secret.textContent()).toMatch(/^whsec_/);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id))
    .toBe('webhook-secret-title');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved it' }).click();
  expect(await secret.count()).toBe(0);

  const card = page.getByRole('listitem').filter({ hasText: PUBLIC_URL });
  await card.getByText('Active', { exact: true }).waitFor();
  // One of their leads is created: the delivery is queued (the browser tests' server sends none).
  await apply(page, { referral_code: REFERRAL_CODE });
  await card.getByRole('button', { name: 'Delivery log' }).click();
  const log = card.getByRole('table');
  await log.getByText('Lead created').waitFor();
  await log.getByText('Queued', { exact: true }).waitFor();
  const redeliver = log.getByRole('button', { name: /^Redeliver: Lead created/ });
  await redeliver.click();
  await page.getByText('The delivery is queued again.').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Rotate secret' }).click();
  await secret.waitFor();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await card.getByText(/The previous secret also signs until/).waitFor();

  await card.getByRole('button', { name: 'Turn off' }).click();
  await card.getByText('Turned off', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Turn on' }).waitFor();

  await card.getByRole('button', { name: 'Delete' }).click();
  await dialogs(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('No endpoint yet.').waitFor();
});

it('screenshots: desktop and phone, light and dark, and in Chinese', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const setup = await partnerPage();
  await removeAll(setup);
  const created = await setup.request.post('/api/webhooks', {
    headers: await apiHeaders(setup),
    data: {
      url: PUBLIC_URL,
      events: ['lead.created', 'lead.stage_changed', 'commission.paid'],
      current_password: E2E_USERS.webhookPartner.password,
    },
  });
  expect(created.status()).toBe(200);
  await apply(setup, { referral_code: REFERRAL_CODE });
  await setup.context().close();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const locale of ['en', 'zh-CN'] as const) {
        if (locale === 'zh-CN' && colorScheme === 'dark' && width === 390) continue;
        const page = await partnerPage({ viewport: { width, height }, colorScheme });
        await page.context().addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
        await page.goto('/settings/webhooks');
        const logButton = page.getByRole('button', {
          name: locale === 'en' ? 'Delivery log' : '投递日志',
        });
        await logButton.click();
        await page.getByRole('table').waitFor();
        await page.screenshot({
          path: `${SHOTS}/webhooks-${width}-${colorScheme}-${locale}.png`,
          fullPage: true,
        });
        expect(await page.evaluate(noSidewaysScroll)).toBe(true);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.context().close();
      }
    }
  }
  const cleanup = await partnerPage();
  await removeAll(cleanup);
});
