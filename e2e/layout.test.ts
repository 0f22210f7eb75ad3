import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

it.each([
  [769, false],
  [770, true],
  [771, true],
])('at %i px wide the side panel shows: %s', async (width, shown) => {
  const context = await newContext(browser, { viewport: { width, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
  expect(await menu(page).count()).toBe(shown ? 1 : 0);
  const toggle = page.getByRole('button', { name: shown ? 'Hide Panel' : 'Show Panel' });
  expect(await toggle.getAttribute('title')).toBe(shown ? 'Hide Panel' : 'Show Panel');
  await context.close();
});

it('toggles the panel, and re-evaluates it when the window is resized', async () => {
  const context = await newContext(browser, { viewport: { width: 1024, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Hide Panel' }).click();
  await expect.poll(() => menu(page).count()).toBe(0);
  await page.getByRole('button', { name: 'Show Panel' }).click();
  await expect.poll(() => menu(page).count()).toBe(1);
  await page.setViewportSize({ width: 769, height: 800 });
  await expect.poll(() => menu(page).count()).toBe(0);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(() => menu(page).count()).toBe(1);
  await context.close();
});

it('shows the admin’s menu, with the back-office layout and footer', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
  await expect
    .poll(() => menu(page).getByRole('link').allTextContents())
    .toEqual([
      'Dashboard',
      'My tasks',
      'Leads AU',
      'Leads NZ',
      'Partners',
      'Commissions',
      'Statements',
      'Payouts',
      'Options',
      'Settings',
    ]);
  expect(await page.evaluate(() => document.body.className)).toBe('layout-backend');
  const year = new Date().getFullYear();
  const footer = page.getByRole('contentinfo');
  expect(await footer.textContent()).toContain(`© ${year} LendRef`);
  expect(await footer.getByRole('link').allTextContents()).toEqual([
    'Privacy policy',
    'Terms of use',
  ]);
  await page.getByRole('link', { name: 'LendRef' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

it('shows the partner’s menu', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'partner');
  await expect
    .poll(() => menu(page).getByRole('link').allTextContents())
    .toEqual(['Dashboard', 'My Leads', 'Settings']);
  await menu(page).getByRole('link', { name: 'My Leads' }).click();
  await page.waitForURL('**/my-leads');
  await expect.poll(() => page.title()).toBe('My leads · LendRef');
  await context.close();
});

it('shows no side panel and a Sign-in link to guests', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await expect.poll(() => page.title()).toBe('Welcome · LendRef');
  expect(await menu(page).count()).toBe(0);
  expect(await page.getByRole('button', { name: /panel/i }).count()).toBe(0);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.waitForURL('**/login');
  await expect.poll(() => page.evaluate(() => document.body.className)).toBe('page-login');
  await context.close();
});

it('wraps guest screens in a section and scrolls to a hash target', async () => {
  const context = await newContext(browser, { viewport: { width: 1024, height: 300 } });
  const page = await context.newPage();
  await page.goto('/apply');
  await expect
    .poll(() => page.locator('main > section h1').textContent())
    .toBe('Apply for finance');
  expect(await page.evaluate(() => document.body.className)).toBe('page-apply');
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.getByRole('link', { name: 'LendRef' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

// Issue 13: what a guest sees first, the legal pages, and no page wider than a phone.
it('welcomes guests with what the firm does, three steps, and the ways in', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await expect
    .poll(() => page.getByRole('heading', { level: 2 }).allTextContents())
    .toEqual(['How it works', 'Accountant, broker or adviser?']);
  expect(await page.getByRole('heading', { level: 3 }).count()).toBe(3);
  for (const name of ['Apply for finance', 'Quick application', 'Become a partner']) {
    expect(await page.getByRole('main').getByRole('link', { name }).count(), name).toBe(1);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Become a partner' }).click();
  await page.waitForURL('**/join');
  await context.close();
});

it('links the privacy policy from the footer and the consent box; the footer names the firm', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/apply');
  const consentLink = page.getByRole('link', { name: 'Read our privacy policy' });
  await consentLink.waitFor();
  expect(await consentLink.getAttribute('target')).toBe('_blank');
  expect(await page.getByRole('contentinfo').textContent()).toContain('LendRef');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await page.waitForURL('**/privacy');
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe('Privacy policy');
  // Five sections; "Contact" only once the firm's e-mail or phone is set.
  await expect
    .poll(() => page.getByRole('heading', { level: 2 }).count(), { timeout: 10_000 })
    .toBe(5);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect.poll(() => page.title()).toBe('Terms of use · LendRef');
  await context.close();
});

it('no guest page scrolls sideways on a phone, 320 to 390 px wide', async () => {
  const wide: string[] = [];
  for (const width of [320, 360, 390]) {
    const context = await newContext(browser, { viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const path of [
      '/',
      '/apply',
      '/apply-now',
      '/apply-quick',
      '/join',
      '/login',
      '/privacy',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path} at ${width}px: ${scrollWidth}px`);
    }
    await context.close();
  }
  expect(wide).toEqual([]);
});
