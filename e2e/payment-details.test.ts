import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../src/shared/i18n/messages';
import {
  baseUrl,
  e2eUser,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
} from './support/browser';
import { mailsTo } from './support/mail';
import { shootVariants, SHOTS } from './support/two-factor';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Seeded partners' companies are their name and "Advisory Pty Ltd" (support/seed.ts).
const COMPANY = 'Dana Details Advisory Pty Ltd';

async function partnerPage(locale?: string, key = 'detailsPartner'): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, key);
  // The language after signing in: the sign-in helper reads the English screen.
  if (locale) await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
  return page;
}

/** The card alone, desktop and phone, light and dark: a full-page shot cannot show a side panel. */
async function shootCard(page: Page, card: Locator, name: string) {
  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await card.screenshot({ path: `${SHOTS}/${name}-${width}-${colorScheme}.png` });
    }
  }
}

it('a partner enters payment details (bad BSB named), is e-mailed, agrees to self-billing; an admin confirms the account', async () => {
  const partner = e2eUser('detailsPartner');
  const page = await partnerPage();
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Payment details' }).click();
  await page.waitForURL('**/settings/payment-details');
  await page.getByLabel('Legal name').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Legal name').fill('Penny Payout Pty Ltd');
  await page.getByLabel('ABN').fill('51 824 753 556');
  await page.getByLabel('Registered for GST').check();
  await page.getByLabel('Account name').fill('Penny Payout');
  await page.getByLabel('BSB').fill('06200');
  await page.getByLabel('Account number').fill('12345678');
  await page.getByLabel('Current password').fill(partner.password);
  await page.getByRole('button', { name: 'Save payment details' }).click();
  await page.getByText('A BSB has 6 digits.').waitFor();
  expect(await page.getByLabel('BSB').getAttribute('aria-invalid')).toBe('true');

  await page.getByLabel('BSB').fill('062-000');
  await page.getByRole('button', { name: 'Save payment details' }).click();
  await page.getByText(/Payouts to •••678 wait until/).waitFor();
  await page
    .getByText('Current account: •••678. Re-enter the whole account to change it.')
    .waitFor();
  // The account is never shown whole again, and the password field is empty.
  expect(await page.getByRole('main').innerText()).not.toContain('12345678');
  expect(await page.getByLabel('Current password').inputValue()).toBe('');
  // The outbox worker sends it on its next round.
  await expect
    .poll(
      () =>
        mailsTo(partner.email).filter((mail) => mail.subject.includes('bank details were changed')),
      { timeout: 15_000 },
    )
    .toHaveLength(1);
  expect(
    mailsTo(partner.email).find((mail) => mail.subject.includes('bank details'))?.text,
  ).toContain('•••678');

  const agreement = page.getByRole('region', { name: 'Self-billing agreement' });
  await agreement.getByText('Recipient-created tax invoice agreement').waitFor();
  await agreement.getByText(/Penny Payout Pty Ltd \(ABN 51 824 753 556\)/).waitFor();
  await agreement.getByRole('button', { name: 'I agree to self-billing' }).click();
  await agreement.getByText(/^You agreed on /).waitFor();
  await agreement.getByRole('button', { name: 'Withdraw my agreement' }).waitFor();
  await shootVariants(page, 'payment-details-partner');

  // The admin's partner panel: masked, held; "Confirm bank details" with a note lifts the hold.
  const adminContext = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'detailsAdmin');
  await admin.goto('/partners');
  await admin.getByRole('button', { name: `Open ${COMPANY}` }).click();
  const panel = admin.getByRole('dialog', { name: COMPANY });
  const card = panel.getByRole('region', { name: 'Payment details' });
  await card.getByText(/Payouts to •••678 wait until/).waitFor();
  await card.getByText(/^Agreed on /).waitFor();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await card.getByRole('button', { name: 'Confirm bank details' }).click();
  await card.getByRole('button', { name: 'Confirm bank details' }).click();
  await card.getByText('This field is required.').waitFor();
  await card.getByLabel('How you confirmed them').fill('Called the number on file.');
  await shootCard(admin, card, 'payment-details-admin-confirming');
  await card.getByRole('button', { name: 'Confirm bank details' }).click();
  await card.getByText('Payouts to •••678 can go ahead.').waitFor();
  await card.getByText(/^Confirmed by Paul Payout on /).waitFor();
  expect(await card.innerText()).not.toContain('12345678');
  await shootVariants(admin, 'payment-details-admin');
  await shootCard(admin, card, 'payment-details-admin-card');
  // The panel's history names the confirmation.
  await panel.getByText('Bank details confirmed').first().waitFor();
  // Sixteen screenshots with their accessibility checks: more than the default minute on a
  // loaded machine.
}, 180_000);

it('the partner dashboard shows the running balance; the screens in zh-CN', async () => {
  const page = await partnerPage();
  await page.goto('/');
  const balance = page.getByRole('region', { name: 'Running balance' });
  await balance.waitFor();
  await shootVariants(page, 'partner-dashboard-balance');

  const zh = messages['zh-CN']['payment-details'];
  // A partner with nothing saved yet: the empty form, and the agreement's text in Chinese.
  const chinese = await partnerPage('zh-CN', 'payoutShots');
  await chinese.goto('/settings/payment-details');
  await chinese.getByRole('heading', { name: zh.self_billing.title }).waitFor();
  await chinese.getByText('收款方开具税务发票（RCTI）协议').waitFor();
  await chinese.getByLabel(zh.fields.bsb).waitFor();
  await shootVariants(chinese, 'payment-details-partner-zh-CN');
  await chinese.goto('/');
  await chinese.getByRole('region', { name: zh.balance.title }).waitFor();
  await shootVariants(chinese, 'partner-dashboard-balance-zh-CN');

  // The admin's setting of the hold: 7 days until changed.
  const adminContext = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'detailsAdmin');
  await admin.goto('/settings/general');
  const hold = admin.getByLabel('Payout hold after a bank account change (days)');
  await hold.waitFor();
  await expect.poll(() => hold.inputValue(), { timeout: 10_000 }).toBe('7');
  // The theme preview's faint sample is judged by the settings test (e2e/settings-admin.test.ts).
  await shootVariants(admin, 'settings-general-payout-hold', [
    '[data-testid="theme-preview"] [aria-hidden="true"]',
  ]);
}, 180_000);
