import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messages } from '../src/shared/i18n/messages';
import { EN_AU, uniqueEmail } from './support/apply-form';
import { baseUrl, newContext } from './support/browser';
import { browser } from './support/browser-fixture';
import { holdScripts, layoutShift, watchHydration } from './support/hydration';

// Decision 0073: guest pages come rendered from the server, and the browser hydrates them.
const fr = messages.fr['apply-form'];
const FRENCH_FIELDS = [fr.first_name, fr.last_name, fr.email, fr.mobile, fr.business_name];

async function frenchVisitor(options: { scripts: boolean; cookie: boolean }) {
  const context = await newContext(browser, {
    javaScriptEnabled: options.scripts,
    extraHTTPHeaders: options.cookie ? {} : { 'accept-language': 'fr-FR,fr;q=0.9' },
  });
  if (options.cookie) await context.addCookies([{ name: 'locale', value: 'fr', url: baseUrl() }]);
  return context;
}

async function expectFrenchForm(page: Page) {
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe(messages.fr.pages.apply.title);
  expect(await page.title()).toContain(messages.fr.pages.apply.title);
  for (const label of FRENCH_FIELDS) {
    expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
  }
  expect(await page.getByRole('button', { name: fr.submit }).count()).toBe(1);
}

it('shows /apply in French with its labelled form when scripts are off (cookie, then Accept-Language)', async () => {
  for (const cookie of [true, false]) {
    const context = await frenchVisitor({ scripts: false, cookie });
    const page = await context.newPage();
    const response = await page.goto('/apply');
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expectFrenchForm(page);
    await context.close();
  }
});

/**
 * The form is the browser's: the market the server drew unchosen (the browser writes a form's
 * starting values) is chosen.
 */
async function hydrated(page: Page) {
  await expect.poll(() => page.getByRole('radio').first().isChecked()).toBe(true);
}

it('hydrates /apply in French with no mismatch, no error and no layout shift', async () => {
  const context = await frenchVisitor({ scripts: true, cookie: true });
  const page = await context.newPage();
  const problems = await watchHydration(context, page);
  await page.goto('/apply', { waitUntil: 'networkidle' });
  await expectFrenchForm(page);
  await hydrated(page);
  expect(problems).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(0.01);
  await context.close();
});

// Decision 0085: the page asks for its scripts once it has painted, never before.
it('paints /apply before it asks for its scripts, then comes alive', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/apply', { waitUntil: 'networkidle' });
  await hydrated(page);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter(({ name }) => /\/assets\/.*\.js$/.test(name) && !name.includes('/after-paint-'))
      .map(({ startTime }) => startTime),
  }));
  expect(paint).toBeGreaterThan(0);
  // The entry, the libraries and the screen's own chunks.
  expect(scripts.length).toBeGreaterThanOrEqual(3);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
  await context.close();
});

it('keeps what a guest typed before the script ran, and sends it', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = await watchHydration(context, page);
  // The page's scripts are held back until the guest has typed.
  const release = await holdScripts(page);
  await page.goto('/apply-quick', { waitUntil: 'commit' });
  await page.getByLabel(EN_AU.firstName, { exact: true }).waitFor();
  const email = uniqueEmail('typed-early');
  await page.getByLabel(EN_AU.firstName, { exact: true }).fill('Early');
  await page.getByLabel(EN_AU.lastName, { exact: true }).fill('Typist');
  await page.getByLabel(EN_AU.email, { exact: true }).fill(email);
  // The amount is a field React controls: its value was once lost to the form's start.
  await page.getByLabel(EN_AU.amount, { exact: true }).fill('75000');
  await page.getByRole('checkbox').check();
  release();
  await hydrated(page);
  expect(await page.getByLabel(EN_AU.firstName, { exact: true }).inputValue()).toBe('Early');
  expect(await page.getByLabel(EN_AU.email, { exact: true }).inputValue()).toBe(email);
  await expect
    .poll(() => page.getByLabel(EN_AU.amount, { exact: true }).inputValue())
    .toBe('$75,000');
  expect(await page.getByRole('checkbox').isChecked()).toBe(true);
  await page.getByLabel(EN_AU.mobile, { exact: true }).fill('0412 555 019');
  // Hydrated without a word; the next screen's session check (a guest's 401) is not hydration's.
  expect(problems).toEqual([]);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/apply'));
  await page.getByRole('button', { name: EN_AU.submit }).click();
  const body = (await sent).postDataJSON() as { first_name: string; email: string };
  expect(body).toMatchObject({
    first_name: 'Early',
    last_name: 'Typist',
    email,
    amount: 75000,
    consent: true,
  });
  await page.waitForURL((url) => url.pathname === '/success');
  await context.close();
});

it('lets no form be sent before the script runs: a password never travels in the address', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const release = await holdScripts(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel(/e-mail/i).fill('early@e2e.test');
  await page.getByLabel(/^password$/i).fill('typed before the script');
  const submit = page.getByRole('button', { name: /sign in/i });
  expect(await submit.isDisabled()).toBe(true);
  // Enter in a field does not send it either: the form's default button is disabled.
  await page.getByLabel(/^password$/i).press('Enter');
  release();
  // Enabled once React has hydrated the page.
  await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
  expect(await page.getByLabel(/^password$/i).inputValue()).toBe('typed before the script');
  expect(navigations.some((url) => url.includes('password='))).toBe(false);
  expect(new URL(page.url()).search).toBe('');
  await context.close();
});
