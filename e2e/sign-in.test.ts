import { expect, it } from 'vitest';
import { dialogs, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';

// Issue 30: sign-in lands on the dashboard, not on a near-empty "You are signed in" page.
it('signs the admin in on the dashboard, and signs out', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  expect(new URL(page.url()).pathname).toBe('/');
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).count())
    .toBe(1);

  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.expires).toBe(-1); // a session cookie without "remember me"

  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  await context.close();
});

it('keeps the token for 365 days with "remember me"', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Remember me').check();
  await signIn(page, 'partner');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  const days = ((token?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);
  await context.close();
});

it('puts the server’s message on the field, with the generic text and no popup', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill('nobody@e2e.test');
  await page.getByLabel(/^password$/i).fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toBe('There were some problems with your input.');
  await expect
    .poll(() => page.getByText('These credentials do not match our records.').count())
    .toBe(1);
  expect(await page.getByLabel(/e-mail/i).getAttribute('aria-invalid')).toBe('true');
  expect(await dialogs(page).count()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

it('checks the form in the browser with the server’s wording before sending', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  let calls = 0;
  await page.route('**/api/login', (route) => (calls++, route.continue()));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByText('This field is required.').count()).toBe(2);
  expect(calls).toBe(0);
  await context.close();
});
