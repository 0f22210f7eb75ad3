import { expect, it } from 'vitest';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';

const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

it('the admin dashboard shows a market’s figures and the weekly chart, and switches market', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  // The path people type or bookmark for it leads to the same screen, at '/'.
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('New leads this week').waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
  // uPlot draws the chart; its figures are in a table for screen readers.
  await page.locator('canvas').first().waitFor();
  expect(await page.getByRole('table', { name: 'Leads per week' }).count()).toBe(1);
  expect(await page.getByRole('heading', { name: 'Open pipeline' }).count()).toBe(1);

  const tabs = page.getByRole('navigation', { name: 'Market' });
  expect(await tabs.getByRole('link', { name: 'Australia' }).getAttribute('aria-current')).toBe(
    'page',
  );
  await tabs.getByRole('link', { name: 'New Zealand' }).click();
  await page.waitForURL((url) => url.search === '?market=NZ');
  await expect
    .poll(() => tabs.getByRole('link', { name: 'New Zealand' }).getAttribute('aria-current'))
    .toBe('page');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

it('renders in Chinese on a phone, dark, without sideways scroll', async () => {
  const context = await newContext(browser, {
    viewport: { width: 360, height: 780 },
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  await page.goto('/');
  await page.getByText('本周新增线索').waitFor();
  // The chart sizes its axis to its labels once the fonts are in: the page settles narrow.
  await expect.poll(() => page.evaluate(noSidewaysScroll)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

it('a partner sees their referral link, copies it, and gets a QR code to print', async () => {
  const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signIn(page, 'partner');
  await page.goto('/');
  const link = page.getByLabel('Referral link', { exact: true });
  await link.waitFor();
  expect(await link.inputValue()).toBe(`${baseUrl()}/apply/e2epartner`);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect
    .poll(() => page.locator('[aria-live="polite"]').filter({ hasText: 'Link copied.' }).count())
    .toBe(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseUrl()}/apply/e2epartner`,
  );
  const qr = page.getByRole('img', { name: /QR code of the referral link/ });
  await qr.waitFor();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await page.getByRole('link', { name: 'Download the QR code' }).count()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

it('a partner’s dashboard reads in French', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'partner');
  await context.addCookies([{ name: 'locale', value: 'fr', url: baseUrl() }]);
  await page.goto('/');
  await page.getByRole('button', { name: 'Copier le lien' }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tableau de bord');
  await context.close();
});
