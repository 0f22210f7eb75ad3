import { expect, it } from 'vitest';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { E2E_REFERRAL_PARTNERS } from './support/referral-partners';
import { browser } from './support/browser-fixture';

it('an admin finds a verified pending partner, approves them and copies their link', async () => {
  const partner = E2E_REFERRAL_PARTNERS.pending;
  const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/partners');
  await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
  await page.getByRole('table').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Search partners').fill('Waiting Room');
  await page.getByLabel('Status').selectOption('pending');
  await page.waitForURL(
    (url) =>
      url.searchParams.get('search') === 'Waiting Room' &&
      url.searchParams.get('status') === 'pending',
  );
  await page.getByRole('button', { name: `Open ${partner.company}` }).click();

  const panel = page.getByRole('dialog', { name: partner.company });
  await panel.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog', { name: `Approve ${partner.company}?` }).waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect
    .poll(() =>
      page.locator('[aria-live="polite"]').filter({ hasText: 'The partner was approved' }).count(),
    )
    .toBe(1);
  await panel.getByRole('button', { name: 'Suspend' }).waitFor();
  await panel.getByText(/Approved by .* on /).waitFor();

  await panel.getByRole('button', { name: 'Copy link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseUrl()}/apply/${partner.referralCode}`,
  );
  await panel.getByRole('img', { name: /QR code of the referral link/ }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
