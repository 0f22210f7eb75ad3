import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { apiHeaders } from './support/leads';
import { SHOTS, shootVariants } from './support/two-factor';

// Each run its own view names: the seeded admins keep their views between runs of a database.
const run = Date.now().toString(36);

async function openViews(page: Page) {
  const menu = page.locator('summary', { hasText: /^View/ });
  await menu.click();
  await page.getByText('Saved views of this list').waitFor();
}

it('an admin saves a filtered leads view, picks it again, makes it the default and lands on it from the bare list', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'viewsAdmin');
  await page.goto('/leads');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Source').selectOption({ label: 'Partner link' });
  await page.waitForURL((url) => url.searchParams.get('source') === 'partner-link');

  const name = `Partner leads ${run}`;
  await openViews(page);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Share with the other admins').check();
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.getByText(`View “${name}” saved.`).waitFor();
  await page.locator('summary', { hasText: `View: ${name}` }).waitFor();

  // A reload keeps the filter (the address) and finds the view it is.
  await page.reload();
  await page.locator('summary', { hasText: `View: ${name}` }).waitFor();

  // The bare list, then the view picked from the menu.
  await page.goto('/leads');
  await openViews(page);
  expect(new URL(page.url()).search).toBe('');
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('source') === 'partner-link');
  await page.getByRole('button', { name: 'Open this list on this view' }).click();
  await page.getByText(`This list now opens on “${name}”.`).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Opened bare, the list lands on the default view; Bare list goes back to no filter at all.
  await page.goto('/leads');
  await page.waitForURL((url) => url.searchParams.get('source') === 'partner-link');
  await page.getByRole('button', { name: 'Filters (1 on)' }).waitFor();
  await openViews(page);
  await page.getByRole('button', { name: 'Bare list' }).click();
  await page.waitForURL((url) => url.search === '');
  await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
  await context.close();

  // A colleague sees the shared view, whose it is, and can only copy it.
  const other = await newContext(browser);
  const colleague = await other.newPage();
  await signIn(colleague, 'viewsColleague');
  await colleague.goto('/leads');
  await openViews(colleague);
  await colleague.getByText('Shared by Vera Views').first().waitFor();
  await colleague.getByRole('button', { name, exact: true }).click();
  await colleague.waitForURL((url) => url.searchParams.get('source') === 'partner-link');
  expect(await colleague.getByRole('button', { name: 'Rename' }).count()).toBe(0);
  await colleague.getByRole('button', { name: 'Copy to my views' }).click();
  await colleague.getByLabel('Name').first().fill(`My copy ${run}`);
  await colleague.getByRole('button', { name: 'Save view' }).first().click();
  await colleague.getByText(`View “My copy ${run}” saved.`).waitFor();
  await colleague.getByRole('button', { name: 'Rename' }).waitFor();
  // Her default is her own choice: the bare list stays bare for her.
  await colleague.goto('/leads');
  await openViews(colleague);
  expect(new URL(colleague.url()).search).toBe('');
  await other.close();
});

it('shows a saved view whose filter no longer applies, and removes that filter from the list', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'viewsAdmin');
  await page.goto('/partners?status=active&region=tasmania');
  const stale = page.getByRole('list', { name: 'Filters of this address that no longer apply' });
  await stale.waitFor();
  await page.screenshot({ path: `${SHOTS}/list-views-stale-filter-390.png`, fullPage: true });
  await stale
    .getByRole('button', { name: 'Remove region: tasmania, which no longer applies' })
    .click();
  await page.waitForURL((url) => url.search === '?status=active');
  expect(await stale.count()).toBe(0);
  await openViews(page);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

it('shows the Views menu on desktop and phone, light and dark, and in Chinese', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'viewsColleague');
  for (const [name, shared, params] of [
    [`NZ settled, largest first ${run}`, true, { status: 'settled', sort: 'amount' }],
    [`Board of new leads ${run}`, false, { status: 'new', view: 'board' }],
  ] as const) {
    const saved = await page.request.post('/api/list-views', {
      headers: await apiHeaders(page),
      data: { list: 'leads-nz', name, shared, params },
    });
    expect(saved.status()).toBe(200);
  }
  await page.goto('/leads/nz');
  await openViews(page);
  await page.getByRole('button', { name: `NZ settled, largest first ${run}` }).click();
  await page.getByRole('button', { name: 'Rename' }).waitFor();
  await shootVariants(page, 'list-views-menu');

  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await page.locator('summary', { hasText: `视图：NZ settled, largest first ${run}` }).click();
  await page.getByRole('button', { name: '重命名' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/list-views-menu-zh-CN.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/list-views-menu-zh-CN-390.png`, fullPage: true });
  await context.close();
});
