import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  EN_AU,
  fillContact,
  fillBusinessAndRequest,
  fillFullOnly,
  referenceOf,
  uniqueEmail,
} from './support/apply-form';
import { dialogs, newContext } from './support/browser';
import { E2E_REFERRAL_PARTNERS } from './support/referral-partners';
import { browser } from './support/browser-fixture';

const FULL = {
  structure: 'Business structure',
  industry: 'Industry',
  timeTrading: 'Time in business',
  revenue: 'Annual revenue (AUD)',
};

async function applyThroughLink(page: Page, code: string) {
  await page.goto(`/apply/${code}`);
  await page.getByLabel(EN_AU.firstName).waitFor();
  await fillContact(page, EN_AU, '0412 345 678', uniqueEmail('ref'));
  await fillBusinessAndRequest(page, EN_AU, '51 824 753 556', 'QLD');
  await fillFullOnly(page, FULL);
  await page.getByRole('checkbox').check();
}

it("a partner's link shows the partner's company and sends the referral code", async () => {
  const partner = E2E_REFERRAL_PARTNERS.active;
  const context = await newContext(browser);
  const page = await context.newPage();
  await applyThroughLink(page, partner.referralCode);
  await expect
    .poll(() => page.getByText(`Referred by ${partner.company}`, { exact: true }).count())
    .toBe(1);

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/apply'));
  await page.getByRole('button', { name: EN_AU.submit }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    variant: 'apply',
    referral_code: partner.referralCode,
  });
  await page.waitForURL((url) => url.pathname === '/thank-you');
  expect(await referenceOf(page)).toMatch(/^AU-\d{4}-\d{6}$/);
  await context.close();
});

it.each([
  ['suspended', E2E_REFERRAL_PARTNERS.suspended.referralCode],
  ['unknown', 'nosuchpartner'],
])(
  'a %s code still takes the application, naming no one and showing no error',
  async (_kind, code) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await applyThroughLink(page, code);
    expect(await page.getByText(/Referred by/).count()).toBe(0);
    expect(await dialogs(page).count()).toBe(0);
    await page.getByRole('button', { name: EN_AU.submit }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');
    expect(await referenceOf(page)).toMatch(/^AU-\d{4}-\d{6}$/);
    expect(await dialogs(page).count()).toBe(0);
    await context.close();
  },
);

it('nothing is lost: a network failure keeps the answers, a 422 lands on its field, a busy form cannot send twice', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/apply-quick');
  await page.getByLabel(EN_AU.firstName).waitFor();
  const email = uniqueEmail('offline');
  await fillContact(page, EN_AU, '0412 345 678', email);
  await page.getByLabel(EN_AU.amount).fill('60000');
  await page.getByRole('checkbox').check();

  // A reload keeps the unsent answers (this tab's draft), not the consent.
  await page.reload();
  await page.getByLabel(EN_AU.firstName).waitFor();
  // The draft is this tab's: the browser puts it back once the page is live.
  await expect.poll(() => page.getByLabel(EN_AU.email).inputValue()).toBe(email);
  expect(await page.getByLabel(EN_AU.amount).inputValue()).toBe('$60,000');
  expect(await page.getByRole('checkbox').isChecked()).toBe(false);
  await page.getByRole('checkbox').check();

  await page.route('**/api/apply', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: EN_AU.submit }).click();
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toContain('We could not reach our server, so nothing was sent.');
  expect(await page.getByLabel(EN_AU.email).inputValue()).toBe(email);
  expect(await page.getByLabel(EN_AU.amount).inputValue()).toBe('$60,000');
  expect(new URL(page.url()).pathname).toBe('/apply-quick');

  // The server's field errors go onto the fields, the first one takes the focus, no popup.
  await page.unroute('**/api/apply');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route('**/api/apply', async (route) => {
    posts += 1;
    await held;
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'There were some problems with your input.',
        errors: { mobile: ['Mobile says no.'], email: ['E-mail says no.'] },
      }),
    });
  });
  const submit = page.getByRole('button', { name: EN_AU.submit });
  await submit.click();
  const busy = page.getByRole('button', { name: 'Sending…' });
  await expect.poll(() => busy.isDisabled()).toBe(true);
  await busy.click({ force: true }).catch(() => undefined);
  release();
  await expect.poll(() => page.getByText('E-mail says no.').count()).toBe(1);
  expect(posts).toBe(1);
  expect(await page.getByText('Mobile says no.').count()).toBe(1);
  expect(
    await page.getByLabel(EN_AU.email).evaluate((element) => element === document.activeElement),
  ).toBe(true);
  expect(await dialogs(page).count()).toBe(0);
  await context.close();
});
