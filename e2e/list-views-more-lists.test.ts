import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { SHOTS, shootVariants } from './support/two-factor';

// Each run its own view names: the seeded admin keeps their views between runs of a database.
const run = Date.now().toString(36);

async function openViews(page: Page) {
  await page.locator('summary', { hasText: /^View/ }).click();
  await page.getByText('Saved views of this list').waitFor();
}

/** The Views menu's panel: the admins screen has an invitation form with a Name field too. */
const viewsPanel = (page: Page) =>
  page.locator('details', { has: page.locator('summary', { hasText: /^View/ }) });

const filtered = (url: URL) =>
  url.searchParams.get('status') === 'disabled' && url.searchParams.get('sort') === 'created';

it('an admin saves a view of the admins list, reloads, leaves it, and picks it again: its filters come back', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const page = await (await newContext(browser)).newPage();
  await signIn(page, 'listsViewsAdmin');
  await page.goto('/settings/admins');
  await page
    .getByRole('combobox', { name: 'Status', exact: true })
    .selectOption({ label: 'Disabled' });
  await page
    .getByRole('combobox', { name: 'Sort by', exact: true })
    .selectOption({ label: 'Newest first' });
  await page.waitForURL(filtered);

  const name = `Disabled admins ${run}`;
  await openViews(page);
  await viewsPanel(page).getByLabel('Name', { exact: true }).fill(name);
  await viewsPanel(page).getByRole('button', { name: 'Save view' }).click();
  await page.getByText(`View “${name}” saved.`).waitFor();
  await page.locator('summary', { hasText: `View: ${name}` }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A reload keeps the address and names the view it is.
  await page.reload();
  await page.locator('summary', { hasText: `View: ${name}` }).waitFor();

  // The bare list, then the view picked from the menu: status and sort are back, fields too.
  await page.goto('/settings/admins');
  await openViews(page);
  expect(new URL(page.url()).search).toBe('');
  expect(await page.getByRole('combobox', { name: 'Status', exact: true }).inputValue()).toBe('');
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForURL(filtered);
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Status', exact: true }).inputValue())
    .toBe('disabled');
  expect(await page.getByRole('combobox', { name: 'Sort by', exact: true }).inputValue()).toBe(
    'created',
  );
  await page.locator('summary', { hasText: `View: ${name}` }).waitFor();
  await shootVariants(page, 'list-views-admins');

  // The menu is on My tasks and the statements too, in Chinese for the screenshots.
  await page.context().addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/tasks', '/statements', '/settings/admins']) {
    await page.goto(path);
    await page.locator('summary', { hasText: /^视图/ }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({
      path: `${SHOTS}/list-views${path.replace(/\//g, '-')}-zh-CN.png`,
      fullPage: true,
    });
  }
});
