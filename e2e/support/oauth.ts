import type { Browser } from 'playwright-core';
import { newContext } from './browser';

/**
 * "Continue with Local ID" on the app's sign-in screen, then the local provider's own
 * development forms (login, then consent) as `login`; resolves back on the app.
 */
export async function signInAtLocalId(
  browser: Browser,
  appUrl: string,
  issuer: string,
  login: string,
) {
  const context = await newContext(browser, { baseURL: appUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Local ID' }).click();
  await page.waitForURL(`${issuer}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  const consent = page.locator('button[type="submit"]');
  if (await consent.isVisible().catch(() => false)) await consent.click();
  await page.waitForURL(`${appUrl}/**`);
  return page;
}
