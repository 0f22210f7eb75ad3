import { expect, it } from 'vitest';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';

const path = (url: string) => {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
};

it('sends a signed-out visitor to login and back to the intended URL after sign-in', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/leads/nz?page=2');
  await page.waitForURL('**/login');
  const intended = (await context.cookies()).find((cookie) => cookie.name === 'intended_url');
  expect(decodeURIComponent(intended?.value ?? '')).toBe('/leads/nz?page=2');
  await signIn(page, 'admin');
  expect(path(page.url())).toBe('/leads/nz?page=2');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Leads (NZ)');
  expect(
    (await context.cookies()).find((cookie) => cookie.name === 'intended_url'),
  ).toBeUndefined();
  await context.close();
});

it('sends a partner on an admin route to the dashboard', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'partner');
  for (const adminPath of ['/partners', '/leads', '/options']) {
    await page.goto(adminPath);
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Dashboard');
  }
  await context.close();
});

it('sends a signed-in user on a guest-only route home', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'partner');
  await page.goto('/login');
  await page.waitForURL('**/home');
  await page.goto('/password/reset');
  await page.waitForURL('**/home');
  await context.close();
});

it('sends a user whose role is not in the route’s list to /unauthorized', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/my-leads');
  await page.waitForURL('**/unauthorized');
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe('Access denied');
  await expect.poll(() => page.title()).toBe('Access denied · LendRef');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

it('answers an unknown path with HTTP 404 and the 404 screen, top bar and a way back', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe('Page not found');
  await expect.poll(() => page.title()).toBe('Page not found · LendRef');
  expect(await page.evaluate(() => document.body.className)).toBe('page-not-found');
  expect(await page.getByRole('banner').count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Go to the home page' }).count()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // A file that does not exist is a plain 404; the spec's default image exists.
  expect((await page.request.get('/img/missing.jpg')).status()).toBe(404);
  const image = await page.request.get('/img/default.jpg');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  await context.close();
});

it('clears a token the server refuses, without a word, and treats the visitor as a guest', async () => {
  const context = await newContext(browser);
  await context.addCookies([{ name: 'token', value: 'not-a-real-token', url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto('/home');
  await page.waitForURL('**/login');
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  await context.close();
});
