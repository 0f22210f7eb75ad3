import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { SHOTS, shootVariants } from './support/two-factor';

// The owner's pages of decision 0080: the firm's team, payment details, API keys, webhooks.
const OWNER_PAGES = [
  '/settings/team',
  '/settings/payment-details',
  '/settings/api-keys',
  '/settings/webhooks',
];
const NOTICE = "That page is for your firm's owner only, so you are back on your dashboard.";

/** Types the address, as a colleague with a bookmark would, and waits for the dashboard. */
async function typeAddress(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/');
}

it('a colleague who types an owner’s address lands on their dashboard with a notice saying why; the owner opens the page', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const colleague = await (await newContext(browser)).newPage();
  await signIn(colleague, 'guardColleague');
  for (const path of OWNER_PAGES) {
    await typeAddress(colleague, path);
    await colleague.getByText(NOTICE).waitFor();
    await expect
      .poll(() => colleague.getByRole('heading', { level: 1 }).textContent())
      .toBe('Dashboard');
    expect(await colleague.getByText('Access denied').count()).toBe(0);
  }
  expect(await seriousAxeViolations(colleague)).toEqual([]);
  await typeAddress(colleague, '/settings/team');
  await colleague.getByText(NOTICE).waitFor();
  await colleague.getByRole('heading', { name: 'Your referral link' }).waitFor();
  await shootVariants(colleague, 'owner-only-notice');

  // In the colleague's language.
  await colleague.context().addCookies([{ name: 'locale', value: 'fr', url: baseUrl() }]);
  await colleague.setViewportSize({ width: 1280, height: 800 });
  await typeAddress(colleague, '/settings/payment-details');
  await colleague
    .getByText(
      'Cette page est réservée au titulaire de votre cabinet\u00a0: vous voici sur votre tableau de bord.',
    )
    .waitFor();
  await colleague.context().addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  await typeAddress(colleague, '/settings/team');
  await colleague.getByText('该页面仅限贵公司负责人使用，已为您返回仪表板。').waitFor();
  await colleague.getByRole('heading', { name: '仪表板', level: 1 }).waitFor();
  await colleague.getByRole('heading', { name: '您的推荐链接' }).waitFor();
  await colleague.screenshot({ path: `${SHOTS}/owner-only-notice-zh-CN.png`, fullPage: true });

  // The firm's owner is not turned away from any of them.
  const owner = await (await newContext(browser)).newPage();
  await signIn(owner, 'guardOwner');
  await owner.goto('/settings/team');
  await owner.getByRole('heading', { name: 'Team', level: 2 }).waitFor();
  for (const path of OWNER_PAGES) {
    await owner.goto(path);
    await owner.waitForURL((url) => url.pathname === path);
    expect(await owner.getByText(NOTICE).count()).toBe(0);
  }
});
