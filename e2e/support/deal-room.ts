import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './browser';
import { untilHydrated } from './hydration';
import { linkInMail } from './mail';

/** The deal-room link of `purpose` e-mailed to `email`, once the outbox has sent it. */
export async function dealRoomLink(
  email: string,
  purpose: 'term-sheet' | 'upload' | 'full-application',
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => (link = linkInMail(email, `/${purpose}/`)), { timeout: 15_000 })
    .toBeDefined();
  return link!;
}

// --- Documents ---

export const pdf = (text: string, padding = 0) =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`), Buffer.alloc(padding, 32)]);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One checklist item of the upload page, by the document's label. */
export const uploadItem = (page: Page, label: string) => page.getByRole('region', { name: label });

export async function chooseFile(
  page: Page,
  label: string,
  file: { name: string; buffer: Buffer; mimeType: string },
) {
  await untilHydrated(page);
  await uploadItem(page, label).locator('input[type=file]').setInputFiles(file);
}

// --- Full application ---

const stepHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 2, name: text }).waitFor();

async function fillAddress(page: Page) {
  await page.getByLabel('Street address').fill('1 George Street');
  await page.getByLabel('Suburb or town').fill('Sydney');
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Postcode').fill('2000');
}

/** The pointer away from the button just pressed, its colour transition over. */
export async function leaveButton(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await stepHeading(page, heading);
  await leaveButton(page);
  expect(await seriousAxeViolations(page), heading).toEqual([]);
}

/** A first visit: the business (a required date missing at first) and the directors. */
export async function fillBusinessAndDirectors(page: Page) {
  await stepHeading(page, 'Step 1 of 6: Business');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByText('Some answers need your attention').waitFor();
  expect(await page.locator('#fa-business-established_on').getAttribute('aria-invalid')).toBe(
    'true',
  );
  await page.getByLabel('Date established').fill('2015-03-01');
  await fillAddress(page);
  await continueTo(page, 'Step 2 of 6: Directors');
  await page.getByLabel('Date of birth').fill('1980-06-15');
  await page.getByLabel('Ownership (%)').fill('100');
  await fillAddress(page);
  await page.getByRole('radio', { name: 'Yes' }).check();
  await continueTo(page, 'Step 3 of 6: Financials');
  await expect
    .poll(() => page.getByTestId('save-state').textContent(), { timeout: 10_000 })
    .toBe('Saved');
}

/** A later visit, resumed at step 3: financials, loan, declarations, then the review. */
export async function finishApplication(page: Page, signedAs: string) {
  await stepHeading(page, 'Step 3 of 6: Financials');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Net profit (last financial year)').fill('-2500');
  await page.getByLabel('Total assets').fill('300000');
  await page.getByLabel('Total liabilities').fill('120000');
  await page.getByRole('button', { name: 'Add a debt' }).click();
  await page.getByLabel('Lender').fill('Example Bank');
  await page.getByLabel('Balance owing').fill('10000');
  await page.getByLabel('Monthly repayment').fill('500');
  await continueTo(page, 'Step 4 of 6: Loan');
  await page.getByLabel('Preferred repayment frequency').selectOption('monthly');
  await page.getByLabel('Security offered').selectOption('equipment');
  await continueTo(page, 'Step 5 of 6: Declarations');
  await page
    .getByRole('group', { name: /bankrupt/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('group', { name: /ATO/ }).getByRole('radio', { name: 'No' }).check();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByLabel('Your full name').fill(signedAs);
  await continueTo(page, 'Step 6 of 6: Review');
  await page.getByText('Example Bank: balance').waitFor();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await page.getByRole('heading', { level: 1, name: /your application is in/ }).waitFor();
}
