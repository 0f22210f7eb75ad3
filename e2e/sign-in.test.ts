import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  e2eUser,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('signs the admin in, shows the user, and signs out', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const admin = e2eUser('admin');
  await expect.poll(() => page.getByText(admin.email).count()).toBeGreaterThan(0);

  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.expires).toBe(-1); // a session cookie without "remember me"

  await page.getByRole('button', { name: /sign out/i }).click();
  await expect.poll(() => page.getByRole('button', { name: /sign in/i }).count()).toBe(1);
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  await context.close();
});

it('shows the server’s message for wrong credentials and has no serious accessibility issue', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill('nobody@e2e.test');
  await page.getByLabel(/password/i).fill('wrong password');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('do not match');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
