import type { Page } from 'playwright-core';

/** Labels of the apply form in one language, as a guest reads them. */
export interface ApplyLabels {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  businessName: string;
  businessNumber: string;
  region: string;
  amount: string;
  purpose: string;
  term: string;
  submit: string;
}

export const EN_AU: ApplyLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  mobile: 'Mobile number',
  businessName: 'Business name',
  businessNumber: 'ABN',
  region: 'State or territory',
  amount: 'Amount needed (AUD)',
  purpose: 'What is the finance for?',
  term: 'Term in months',
  submit: 'Send my application',
};

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/** Fills the contact part that every variant asks. */
export async function fillContact(page: Page, labels: ApplyLabels, mobile: string, email: string) {
  await page.getByLabel(labels.firstName, { exact: true }).fill('Jordan');
  await page.getByLabel(labels.lastName, { exact: true }).fill('Guest');
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.mobile, { exact: true }).fill(mobile);
}

/** The business and request parts of /apply-now and /apply (full form adds its own). */
export async function fillBusinessAndRequest(
  page: Page,
  labels: ApplyLabels,
  businessNumber: string,
  region: string,
) {
  await page.getByLabel(labels.businessName, { exact: true }).fill('Guest Trading Co');
  await page.getByLabel(labels.businessNumber, { exact: true }).fill(businessNumber);
  await page.getByLabel(labels.region, { exact: true }).selectOption(region);
  await page.getByLabel(labels.amount, { exact: true }).fill('250000');
  await page.getByLabel(labels.purpose, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(labels.term, { exact: true }).fill('24');
}

/** The full form's own questions, picked by position so no option label is assumed. */
export async function fillFullOnly(
  page: Page,
  labels: { structure: string; industry: string; timeTrading: string; revenue: string },
) {
  await page.getByLabel(labels.structure, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(labels.industry, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(labels.timeTrading, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(labels.revenue, { exact: true }).fill('1200000');
}

export const referenceOf = (page: Page) => page.getByTestId('reference').textContent();

/** Letters only (names refuse digits), unique to the test that asks. */
export function uniqueName(prefix: string): string {
  const letters = Date.now()
    .toString(26)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  return `${prefix}${letters}${'klmnopqrst'[Math.floor(Math.random() * 10)]!}`;
}

/** A guest's quick application named `firstName`; answers its e-mail (unique to the test). */
export async function quickApplication(page: Page, firstName: string): Promise<string> {
  const email = uniqueEmail('quick');
  await page.goto('/apply-quick');
  await page.getByLabel(EN_AU.firstName).waitFor();
  await fillContact(page, EN_AU, '0412 555 019', email);
  await page.getByLabel(EN_AU.firstName).fill(firstName);
  await page.getByLabel(EN_AU.amount).fill('75000');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: EN_AU.submit }).click();
  await page.waitForURL((url) => url.pathname === '/success');
  return email;
}
