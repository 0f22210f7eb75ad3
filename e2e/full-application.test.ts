import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { fillBusinessAndDirectors, finishApplication, leaveButton } from './support/deal-room';
import { apply, leadId } from './support/leads';
import { linkInMail } from './support/mail';
import { browser } from './support/browser-fixture';

const SHOTS = '/tmp/shots-fullapp';

const stepHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 2, name: text }).waitFor();

it('a guest fills the full application over two visits and submits; the lead’s timeline shows each step', async () => {
  const email = `full-app-${Date.now()}@example.test`;
  const admin = await newContext(browser);
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'fullAppAdmin');
  const reference = await apply(adminPage, {
    email,
    first_name: 'Robin',
    business_name: 'Robin Bakery',
  });
  const id = await leadId(adminPage, reference);
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
  await fillBusinessAndDirectors(page);
  await first.close();

  // Second visit, another device: it opens at step 3.
  const second = await newContext(browser);
  const again = await second.newPage();
  await again.goto(link!);
  await finishApplication(again, 'Robin Citizen');
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
