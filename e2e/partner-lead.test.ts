import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicationPayload } from '../tests/support/factories';
import { launchBrowser, newContext, seriousAxeViolations, signIn } from './support/browser';

const NOT_FOUND = 'Not found.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name)?.value ?? '';
}

it('a partner opens their own lead from My Leads, read-only; an unknown lead is not found', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'partner');
  const authorization = `Bearer ${await cookie(context, 'token')}`;
  const dashboard = await (
    await page.request.get('/api/dashboard/partner', { headers: { authorization } })
  ).json();
  const options = await (await page.request.get('/api/apply/options')).json();
  const applied = await page.request.post('/api/apply', {
    headers: { 'x-xsrf-token': await cookie(context, 'XSRF-TOKEN') },
    data: {
      ...applicationPayload(),
      referral_code: dashboard.referral_code,
      form_token: options.form_token,
    },
  });
  const { reference } = await applied.json();

  await page.goto(`/my-leads?q=${reference}`);
  await page.getByRole('link', { name: reference }).click();
  await page.getByRole('heading', { level: 1, name: `Lead ${reference}` }).waitFor();
  await page.getByRole('heading', { name: 'Progress' }).waitFor();
  expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  expect(await page.getByText('@').count()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/lead/00000000-0000-4000-8000-000000000000');
  await expect
    .poll(() => page.getByText(NOT_FOUND).count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(await page.getByRole('heading', { name: 'Progress' }).count()).toBe(0);
});
