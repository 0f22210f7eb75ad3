import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicationPayload } from '../tests/support/factories';
import {
  baseUrl,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
} from './support/browser';
import { linkInMail } from './support/mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = '/tmp/shots-fullapp';

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name)?.value ?? '';
}

/** A guest's application through the API; the admin's id of it from the lead list. */
async function applyAndFind(page: Page, email: string) {
  const context = page.context();
  const options = await (await page.request.get('/api/apply/options')).json();
  const applied = await page.request.post('/api/apply', {
    headers: { 'x-xsrf-token': await cookie(context, 'XSRF-TOKEN') },
    data: {
      ...applicationPayload({ email, first_name: 'Robin', business_name: 'Robin Bakery' }),
      form_token: options.form_token,
    },
  });
  const { reference } = await applied.json();
  const list = await page.request.get(`/api/leads?market=AU&q=${reference}`, {
    headers: { authorization: `Bearer ${await cookie(context, 'token')}` },
  });
  const [lead] = (await list.json()).data;
  return { id: lead.id as string, reference: reference as string };
}

const stepHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 2, name: text }).waitFor();

async function fillAddress(page: Page) {
  await page.getByLabel('Street address').fill('1 George Street');
  await page.getByLabel('Suburb or town').fill('Sydney');
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Postcode').fill('2000');
}

/** The pointer away from the button just pressed, its colour transition over. */
async function leaveButton(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await stepHeading(page, heading);
  await leaveButton(page);
  expect(await seriousAxeViolations(page), heading).toEqual([]);
}

it('a guest fills the full application over two visits and submits; the lead’s timeline shows each step', async () => {
  const email = `full-app-${Date.now()}@example.test`;
  const admin = await newContext(browser);
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'fullAppAdmin');
  const { id, reference } = await applyAndFind(adminPage, email);
  await adminPage.goto(`/lead/${id}`);
  const section = adminPage.getByRole('region', { name: 'Full application' });
  await section.getByText('Not started').waitFor();
  await section.getByRole('button', { name: 'Send the full-application link' }).click();
  await section.getByText('Active', { exact: true }).waitFor();
  expect(await seriousAxeViolations(adminPage)).toEqual([]);

  let link: string | undefined;
  await expect
    .poll(() => (link = linkInMail(email, '/full-application/')), { timeout: 10_000 })
    .toBeDefined();

  // First visit: business and directors, on a phone.
  const first = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await first.newPage();
  await page.goto(link!);
  await stepHeading(page, 'Step 1 of 6: Business');
  expect(
    await page
      .getByRole('listitem')
      .filter({ hasText: '1. Business' })
      .getAttribute('aria-current'),
  ).toBe('step');
  expect(await page.getByLabel('Legal business name').inputValue()).toBe('Robin Bakery');
  expect(await seriousAxeViolations(page)).toEqual([]);
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
  await first.close();

  // Second visit, another device: it opens at step 3.
  const second = await newContext(browser);
  const again = await second.newPage();
  await again.goto(link!);
  await stepHeading(again, 'Step 3 of 6: Financials');
  expect(await seriousAxeViolations(again)).toEqual([]);
  await again.getByLabel('Net profit (last financial year)').fill('-2500');
  await again.getByLabel('Total assets').fill('300000');
  await again.getByLabel('Total liabilities').fill('120000');
  await again.getByRole('button', { name: 'Add a debt' }).click();
  await again.getByLabel('Lender').fill('Example Bank');
  await again.getByLabel('Balance owing').fill('10000');
  await again.getByLabel('Monthly repayment').fill('500');
  await continueTo(again, 'Step 4 of 6: Loan');

  await again.getByLabel('Preferred repayment frequency').selectOption('monthly');
  await again.getByLabel('Security offered').selectOption('equipment');
  await continueTo(again, 'Step 5 of 6: Declarations');

  await again
    .getByRole('group', { name: /bankrupt/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await again.getByRole('group', { name: /ATO/ }).getByRole('radio', { name: 'No' }).check();
  for (const box of await again.getByRole('checkbox').all()) await box.check();
  await again.getByLabel('Your full name').fill('Robin Citizen');
  await continueTo(again, 'Step 6 of 6: Review');
  await again.getByText('Example Bank: balance').waitFor();
  await again.getByRole('button', { name: 'Submit application' }).click();
  await again.getByRole('heading', { level: 1, name: /your application is in/ }).waitFor();
  expect(await again.getByTestId('reference').textContent()).toBe(reference);
  mkdirSync(SHOTS, { recursive: true });
  await again.screenshot({ path: `${SHOTS}/desktop-light-en-thank-you.png`, fullPage: true });
  expect(await seriousAxeViolations(again)).toEqual([]);
  await second.close();

  await adminPage.reload();
  const timeline = adminPage.getByRole('region', { name: 'Timeline' });
  for (const step of ['Business', 'Directors', 'Financials', 'Loan', 'Declarations']) {
    await expect
      .poll(() => timeline.textContent(), { timeout: 10_000 })
      .toContain(`Full application: “${step}” saved`);
  }
  await timeline.getByText('Full application submitted').waitFor();
  await section.getByText(/^Submitted /).waitFor();
  await section.getByText('Show the submitted answers').click();
  await section.getByText('Robin Citizen').first().waitFor();
  expect(await seriousAxeViolations(adminPage)).toEqual([]);
  await admin.close();
});

it('an admin tries the form with sample data in the test screen; screenshots of its steps', async () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height, name] of [
    [1280, 900, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await newContext(browser, {
        viewport: { width, height },
        colorScheme: scheme,
      });
      const page = await context.newPage();
      await signIn(page, 'fullAppAdmin');
      await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
      await page.goto('/full-application-test');
      await stepHeading(page, '第 1 步，共 6 步：企业信息');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-1-business.png`, fullPage: true });
      await page.getByRole('button', { name: '保存并继续' }).click();
      await stepHeading(page, '第 2 步，共 6 步：董事');
      await leaveButton(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-2-directors.png`, fullPage: true });
      for (const step of ['财务状况', '贷款', '声明', '核对']) {
        await page.getByRole('button', { name: '保存并继续' }).click();
        await page.getByRole('heading', { level: 2, name: new RegExp(step) }).waitFor();
      }
      await leaveButton(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-6-review.png`, fullPage: true });
      await page.getByRole('button', { name: '提交申请' }).click();
      await page.getByText('仅为预览').waitFor();
      // The guest's page for a link that no longer works.
      await page.goto('/full-application/no-such-link');
      await page.getByRole('heading', { level: 1, name: '此链接无法使用' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-guest-unavailable.png` });
      await context.close();
    }
  }
});
