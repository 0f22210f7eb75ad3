import { expect, it } from 'vitest';
import { newContext } from './support/browser';
import { browser } from './support/browser-fixture';

it('runs the built app under the server’s Content-Security-Policy without a violation', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect.poll(() => page.locator('input[type="password"]').count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});
