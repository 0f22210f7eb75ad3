import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';

/**
 * The admin settings screens (issue 16). The e2e server is shared by every browser test, which
 * expect the app to be called LendRef: the settings this file changes are put back at the end.
 */
let original: Record<string, unknown>;
const CHANGED = ['app_name', 'theme_color', 'firm'] as const;

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name)?.value ?? '';
}

async function apiHeaders(page: Page) {
  return {
    authorization: `Bearer ${await cookie(page.context(), 'token')}`,
    'x-xsrf-token': await cookie(page.context(), 'XSRF-TOKEN'),
  };
}

async function adminPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await (await newContext(browser, { viewport })).newPage();
  await signIn(page, 'settingsAdmin');
  return page;
}

beforeAll(async () => {
  const page = await adminPage();
  const answer = await page.request.get('/api/settings', { headers: await apiHeaders(page) });
  const { settings } = await answer.json();
  original = Object.fromEntries(CHANGED.map((key) => [key, settings[key]]));
  await page.context().close();
});

afterAll(async () => {
  if (original) {
    const page = await adminPage();
    const restored = await page.request.put('/api/settings', {
      headers: await apiHeaders(page),
      data: original,
    });
    expect(restored.status()).toBe(200);
  }
});

const PREVIEW_SAMPLE = '[data-testid="theme-preview"] [aria-hidden="true"]';

const themeColor = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--theme-color').trim(),
  );
async function background(page: Page, name: string) {
  // Away from the button: its hover colour is another.
  await page.mouse.move(0, 0);
  return page
    .getByRole('button', { name, exact: true })
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}
const brand = (page: Page) => page.getByRole('banner').getByRole('link').first().textContent();

it('an admin renames the app and changes its colour: this tab, a reload and another browser show them', async () => {
  const page = await adminPage();
  await page.goto('/settings/general');
  await expect.poll(() => page.getByRole('heading', { name: 'General' }).count()).toBe(1);
  // The colour sample shows the default colour's faint hover pair as it is (and warns of it).
  expect(await seriousAxeViolations(page, [PREVIEW_SAMPLE])).toEqual([]);

  // A mid-tone colour: the spec's rule puts white text on it, too faint. Warned, not saved.
  await page.getByLabel('Theme colour code').fill('#A7A7A7');
  await expect
    .poll(() => page.getByText(/^Low contrast: text on this colour reaches only 2\.4:1/).count())
    .toBe(1);

  await page.getByLabel('App name').fill('Harbour Finance');
  await page.getByLabel('Theme colour code').fill('#1B4D2E');
  await expect.poll(() => page.getByText('Both reach the 4.5:1').count()).toBe(1);
  const preview = page.getByTestId('preview-header');
  expect(await preview.textContent()).toBe('Harbour Finance');
  expect(await preview.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(27, 77, 46)',
  );
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect.poll(() => page.getByText('Settings saved.').count()).toBe(1);

  // This tab, without a reload: top bar, title, theme variable, buttons.
  await expect.poll(() => brand(page)).toBe('Harbour Finance');
  await expect.poll(() => page.title()).toBe('General · Harbour Finance');
  expect(await themeColor(page)).toBe('#1B4D2E');
  // Buttons ease into a new colour: polled.
  await expect.poll(() => background(page, 'Save settings')).toBe('rgb(27, 77, 46)');

  await page.reload();
  await expect.poll(() => brand(page)).toBe('Harbour Finance');
  await expect.poll(() => page.title()).toBe('General · Harbour Finance');
  expect(await themeColor(page)).toBe('#1B4D2E');
  expect(await page.getByLabel('App name').inputValue()).toBe('Harbour Finance');

  // Another browser, a guest: the server injects the settings into the page it serves.
  const guest = await (await newContext(browser)).newPage();
  await guest.goto('/login');
  await expect.poll(() => brand(guest)).toBe('Harbour Finance');
  await expect.poll(() => guest.title()).toBe('Sign in · Harbour Finance');
  expect(await themeColor(guest)).toBe('#1B4D2E');
  await expect.poll(() => background(guest, 'Sign in')).toBe('rgb(27, 77, 46)');
});

it('a refused save shows its errors in place', async () => {
  const page = await adminPage({ width: 390, height: 844 });
  await page.goto('/settings/general');
  const name = page.getByLabel('App name');
  await name.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
  expect(await page.getByText('This field is required').count()).toBeGreaterThan(0);

  // The server's own 422: the request is sent valid and emptied on the way.
  await name.fill('Harbour Finance 2');
  await page.route('**/api/settings', (route) =>
    route.request().method() === 'PUT'
      ? route.continue({ postData: JSON.stringify({ app_name: '' }) })
      : route.continue(),
  );
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/settings') && response.status() === 422,
  );
  await page.getByRole('button', { name: 'Save settings' }).click();
  await answered;
  await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
  await page.unroute('**/api/settings');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

// The legal texts themselves, per language: e2e/legal-texts.test.ts.
it('the firm appears on /privacy and /terms for a guest', async () => {
  const page = await adminPage();
  await page.goto('/settings/firm');
  await expect.poll(() => page.getByRole('heading', { name: 'Firm and legal' }).count()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Legal name').fill('Harbour Finance Pty Ltd');
  await page.getByLabel('Market').selectOption('AU');
  await page.getByLabel('ABN', { exact: true }).fill('51 824 753 556');
  await page.getByLabel('Contact e-mail').fill('privacy@harbour.test');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect.poll(() => page.getByText('Settings saved.').count()).toBe(1);

  const guest = await (await newContext(browser)).newPage();
  await guest.goto('/privacy');
  await expect
    .poll(() => guest.getByText(/^Harbour Finance Pty Ltd helps businesses/).count())
    .toBe(1);
  expect(await guest.getByRole('contentinfo').textContent()).toContain('ABN 51 824 753 556');
  await guest.goto('/terms');
  await expect.poll(() => guest.getByRole('heading', { name: 'Our service' }).count()).toBe(1);
  expect(await seriousAxeViolations(guest)).toEqual([]);
});

it('the audit log shows each change with its value before and after', async () => {
  const page = await adminPage({ width: 390, height: 844 });
  await page.goto('/settings/audit');
  await expect.poll(() => page.getByRole('heading', { name: 'Audit log' }).count()).toBe(1);
  await page.getByLabel('Type').selectOption('setting');
  const events = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
  const row = events.filter({ hasText: 'App name' }).first();
  await expect.poll(() => row.count()).toBe(1);
  expect(await row.textContent()).toContain('Setting changed');
  expect(await row.textContent()).toContain('Sid Settings');
  // Read out as "Before: LendRef, After: Harbour Finance"; the eye reads an arrow between.
  expect(await row.textContent()).toMatch(/Before: LendRef.*After: Harbour Finance/);
  const firm = events.filter({ hasText: 'Legal name' }).first();
  expect(await firm.textContent()).toContain('Harbour Finance Pty Ltd');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
