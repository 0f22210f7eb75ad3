import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext, signIn } from './support/browser';
import { browser } from './support/browser-fixture';

/** Collects what the browser says about the Content-Security-Policy and any script error. */
function cspProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

// Each layout loads its own scripts and styles (the back office its query client, the error
// layout its own screen), so each is visited under the policy.
it('serves the policy and runs the default layout (sign-in) without a violation', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = cspProblems(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect.poll(() => page.locator('input[type="password"]').count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});

it('runs the frontend layout (the application form) without a violation', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = cspProblems(page);
  await page.goto('/apply');
  await expect.poll(() => page.locator('main > section').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('textbox').count()).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await context.close();
});

it('runs the backend layout (an admin’s lead list) without a violation', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = cspProblems(page);
  await signIn(page, 'admin');
  await page.goto('/leads');
  await expect.poll(() => page.evaluate(() => document.body.className)).toBe('layout-backend');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});

it('runs the error layout (a screen whose data fails to load) without a violation', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'partner');
  const problems = cspProblems(page);
  await page.route('**/api/user', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect.poll(() => page.locator('[data-layout="error"] h1').count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});
