import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail } from './support/apply-form';
import { launchBrowser, newContext, seriousAxeViolations, signIn } from './support/browser';
import { apply, leadId } from './support/leads';

// Issue 33, item 5: an admin merges two leads from the lead screen.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('an admin merges another lead into this one, choosing values field by field', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const keep = await apply(page, { email: uniqueEmail('merge-keep'), amount: 40_000 });
  const other = await apply(page, { email: uniqueEmail('merge-other'), amount: 90_000 });
  const keepId = await leadId(page, keep);
  const otherId = await leadId(page, other);

  await page.goto(`/lead/${keepId}`);
  await page.getByRole('link', { name: 'Merge with another lead' }).click();
  await page.getByRole('heading', { level: 1, name: 'Merge with another lead' }).waitFor();
  await page.getByLabel('Reference of the other lead').fill(other);
  await page.getByRole('button', { name: 'Find' }).click();

  const amount = page.getByRole('group', { name: 'Value of Amount' });
  await amount.waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await amount.getByRole('radio', { name: /The other lead/ }).check();
  await page.getByRole('button', { name: 'Merge the leads' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Merge the leads' }).click();

  await page.waitForURL((url) => url.pathname === `/lead/${keepId}`);
  await page.getByRole('region', { name: 'Timeline' }).getByText(`Merged with ${other}`).waitFor();
  expect(await page.getByLabel('Amount needed (AUD)').inputValue()).toContain('90,000');

  // The merged lead's address leads to the survivor.
  await page.goto(`/lead/${otherId}`);
  await page.waitForURL((url) => url.pathname === `/lead/${keepId}`);
  await context.close();
});

it('refuses a lead of the other market by its reference', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const keep = await apply(page, { email: uniqueEmail('merge-au') });
  await page.goto(`/lead/${await leadId(page, keep)}/merge`);
  await page.getByLabel('Reference of the other lead').fill('NZ-2026-999999');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByText('No lead of this market has that reference.').waitFor();
  await context.close();
});
