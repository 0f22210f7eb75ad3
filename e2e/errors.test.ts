import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openAlert } from './support/alerts';
import { dialogs, newContext, signIn } from './support/browser';
import { browser } from './support/browser-fixture';

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

async function profilePage(page: Page, key = 'partner') {
  await signIn(page, key);
  await page.goto('/settings/profile');
  await page.getByLabel('Name').waitFor();
}

/** Saves and waits until the form is no longer busy (a modal hides it from the a11y tree). */
async function saveProfileAndWait(page: Page) {
  // The profile's own form: a partner's settings page has another (their e-mail choice).
  const submit = page.locator('form:has(input[name="name"]) button[type="submit"]');
  const answered = page.waitForResponse('**/api/settings/profile');
  await submit.click();
  await answered;
  await expect.poll(() => submit.isEnabled()).toBe(true);
}

it('shows the server’s message under "Oops..." with a Close button for a 4xx', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await profilePage(page);
  await page.route('**/api/settings/profile', (route) =>
    route.fulfill(json(403, { message: 'You are not allowed to do this.' })),
  );
  await saveProfileAndWait(page);
  await expect.poll(() => dialogs(page).count()).toBe(1);
  expect(await openAlert(page)).toEqual({
    title: 'Oops...',
    text: 'You are not allowed to do this.',
    buttons: ['Close', '×'],
  });
  expect(await dialogs(page).getByRole('button', { name: 'Close this dialog' }).count()).toBe(1);
  await dialogs(page).getByRole('button', { name: 'Close', exact: true }).click();
  await expect.poll(() => dialogs(page).count()).toBe(0);

  await page.unroute('**/api/settings/profile');
  await page.route('**/api/settings/profile', (route) => route.fulfill(json(409, {})));
  await saveProfileAndWait(page);
  await expect.poll(() => dialogs(page).count()).toBe(1);
  expect((await openAlert(page)).text).toBe(
    'Something went wrong! Please hard refresh the page and try again or notify the dev with screen of the error',
  );
  await page.keyboard.press('Escape');
  await expect.poll(() => dialogs(page).count()).toBe(0);
  await context.close();
});

it('shows the translated 500 alert only once for two failing calls', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await profilePage(page);
  let calls = 0;
  await page.route('**/api/settings/profile', (route) => {
    calls++;
    return route.fulfill(json(500, { message: 'Internal error' }));
  });
  await saveProfileAndWait(page);
  await expect.poll(() => dialogs(page).count()).toBe(1);
  expect(await openAlert(page)).toMatchObject({
    title: 'Something went wrong',
    text: 'An unexpected error occurred on the server. Please try again later.',
  });
  await dialogs(page).getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => dialogs(page).count()).toBe(0);
  await saveProfileAndWait(page);
  expect(calls).toBe(2);
  expect(await dialogs(page).count()).toBe(0);
  await context.close();
});

it('words the 500 alert with the status text when the answer is a web page', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await profilePage(page);
  await page.route('**/api/settings/profile', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await saveProfileAndWait(page);
  await expect.poll(() => dialogs(page).count()).toBe(1);
  expect((await openAlert(page)).text).toBe('Bad Gateway');
  await context.close();
});

it('on a 401 while signed in: token-expired alert, then signed out and sent to login', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await profilePage(page);
  await page.route('**/api/settings/profile', (route) =>
    route.fulfill(json(401, { message: 'Unauthenticated.' })),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => dialogs(page).count()).toBe(1);
  expect(await openAlert(page)).toMatchObject({
    title: 'Session expired',
    text: 'Your session has expired. Please sign in again.',
  });
  await dialogs(page).getByRole('button', { name: 'OK' }).click();
  await page.waitForURL('**/login');
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  // Signed out: the top bar offers to join (the sign-in page does not link to itself).
  await expect.poll(() => page.getByRole('link', { name: 'Become a partner' }).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
  await context.close();
});

it('on a 401 "Unauthenticated." while signed out: "Not Authorize" with Ok, then login', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.route('**/api/login', (route) =>
    route.fulfill(json(401, { message: 'Unauthenticated.' })),
  );
  await page.getByLabel(/e-mail/i).fill('someone@e2e.test');
  await page.getByLabel(/^password$/i).fill('whatever it is');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => dialogs(page).count()).toBe(1);
  expect(await openAlert(page)).toMatchObject({ title: 'Not Authorize', text: 'Token Expired!' });
  await dialogs(page).getByRole('button', { name: 'Ok', exact: true }).click();
  await expect.poll(() => dialogs(page).count()).toBe(0);
  await page.waitForURL('**/login');
  await context.close();
});

it('passes a network failure back to the form, without a popup', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.route('**/api/login', (route) => route.abort('connectionreset'));
  await page.getByLabel(/e-mail/i).fill('someone@e2e.test');
  await page.getByLabel(/^password$/i).fill('whatever it is');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toBe('The service is unavailable. Please try again shortly.');
  expect(await dialogs(page).count()).toBe(0);
  await context.close();
});

it('shows the error layout when a screen’s data fails to load', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'partner');
  await page.route('**/api/user', (route) => route.fulfill(json(503, { message: 'down' })));
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect
    .poll(() => page.locator('[data-layout="error"] h1').textContent())
    .toBe('Something went wrong on our side');
  await expect
    .poll(() => page.getByTestId('progress-bar').getAttribute('data-failed'))
    .toBe('true');
  await context.close();
});

it('reloads once when a screen’s script fails, then shows the error layout and reports it', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[screen-load]'))
      reports.push(message.text().split(' ')[1] ?? '');
  });
  // The same reports go to the server, which logs them for operators; the first one is sent as
  // the page reloads (a keepalive request).
  const sent: unknown[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/api/client-reports/screen-load'))
      sent.push(request.postDataJSON());
  });
  await signIn(page, 'admin');
  let loads = 0;
  page.on('load', () => loads++);
  await page.route(/\/assets\/leads-screen-[^/]+\.js$/, (route) => route.abort('failed'));
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Leads AU' })
    .click();
  await expect
    .poll(() => page.locator('[data-layout="error"]').count(), { timeout: 15_000 })
    .toBe(1);
  expect(loads).toBe(1); // one reload, not a loop
  expect(reports).toEqual(['network', 'network']);
  await expect.poll(() => sent.length).toBe(2);
  expect(sent).toEqual([{ failure: 'network' }, { failure: 'network' }]);
  await context.close();
});

it.each([
  [404, 'We could not find this'],
  [403, 'You are not allowed to see this'],
  [409, 'Someone else changed this'],
])(
  'a screen whose data answers %i says what happened, with the top bar and a way back',
  async (status, heading) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'partner');
    await page.route('**/api/user', (route) => route.fulfill(json(status, { message: 'No.' })));
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect
      .poll(() => page.locator('[data-layout="error"] h1').textContent(), { timeout: 10_000 })
      .toBe(heading);
    // Read from the page, not the accessibility tree: the catalogue's alert for a 4xx may be
    // open over it (a modal hides the rest of the page from assistive technology meanwhile).
    const layout = page.locator('[data-layout="error"]');
    expect(await layout.locator('header').count()).toBe(1);
    expect(await layout.locator('a', { hasText: 'Go to the home page' }).count()).toBe(1);
    expect(await layout.locator('button', { hasText: 'Reload the page' }).count()).toBe(1);
    await context.close();
  },
);
