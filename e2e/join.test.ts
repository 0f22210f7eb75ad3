import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { uniqueEmail } from './support/apply-form';
import { newContext, seriousAxeViolations } from './support/browser';
import { browser } from './support/browser-fixture';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
// Not the address's local part ("partner"): a password may not contain the e-mail (issue 31).
const password = 'a referral desk 2026';

async function fillJoin(page: Page, email: string, company: string) {
  await page.getByLabel('Your name', { exact: true }).fill('Nina Newpartner');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Mobile number', { exact: true }).fill('021 234 5678');
  await page.getByLabel('Company', { exact: true }).fill(company);
  await page.getByRole('radio', { name: 'New Zealand' }).check();
  await page.getByLabel('NZBN', { exact: true }).fill('9429046393920');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
}

/** The e-mails the outbox worker has written so far. */
function sentMails(): string[] {
  const dir = inject('mailDir');
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}

/** The admins' notice of a sign-up, once the outbox worker has written it. */
function signupMail(company: string): string | undefined {
  return sentMails().find((text) => text.includes(company) && /partner/i.test(text));
}

function mailTo(recipient: string, subject: string): string | undefined {
  return sentMails().find(
    (text) => text.includes(`To: ${recipient}`) && text.includes(`Subject: ${subject}`),
  );
}

it('/join creates a pending partner: thank-you page, the admins e-mailed, the session says pending', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/join');
  await expect.poll(() => h1(page)).toBe('Become a partner');
  await page.getByLabel('Your name').waitFor();
  expect(await page.getByLabel('ABN', { exact: true }).count()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const email = uniqueEmail('join');
  const company = `Kauri Advisers ${Date.now()}`;
  await fillJoin(page, email, company);
  await page.getByRole('button', { name: 'Sign up as a partner' }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you-partner');
  await expect.poll(() => h1(page)).toBe('Thank you for signing up');
  expect(
    await page
      .getByText('We will review your details and let you know by e-mail', { exact: false })
      .count(),
  ).toBe(1);

  // The administrators are told (the outbox worker runs in the server process).
  await expect.poll(() => signupMail(company), { timeout: 15_000 }).toBeDefined();

  // The new account signs in, as a partner whose approval is pending.
  await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^password$/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  const user = await page.request.get('/api/user', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(user.status()).toBe(200);
  expect(await user.json()).toMatchObject({
    email,
    role: 'partner',
    partner: { status: 'pending', company, market: 'NZ' },
  });

  // ...and sees that approval is pending, nothing else: no side menu, not even on /my-leads.
  for (const path of ['/', '/my-leads']) {
    await page.goto(path);
    await expect.poll(() => h1(page)).toBe('Your partner account is awaiting approval');
    expect(await page.getByRole('link', { name: 'My Leads' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /panel/i }).count()).toBe(0);
  }
  expect(await page.getByText(company).count()).toBeGreaterThan(0);

  // Their own settings stay open to them (decision 0014): profile, password, language.
  await page
    .getByRole('link', { name: 'Your profile, password and language are in your settings.' })
    .click();
  await page.waitForURL('**/settings/profile');
  await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Nina Newpartner');
  await page.goto('/settings/password');
  await page.getByLabel('Current password').waitFor();
  expect(await page.getByText('Your partner account is awaiting approval').count()).toBe(0);
  await context.close();
});

it('an e-mail that has an account gets the same thank-you page; its owner is told by e-mail', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/join');
  await page.getByLabel('Your name').waitFor();
  await fillJoin(page, 'partner@e2e.test', 'Taken Email Ltd');
  await page.getByRole('button', { name: 'Sign up as a partner' }).click();
  // Nothing on the page tells a stranger that the address is registered.
  await page.waitForURL((url) => url.pathname === '/thank-you-partner');
  await expect.poll(() => h1(page)).toBe('Thank you for signing up');
  await expect
    .poll(() => mailTo('partner@e2e.test', 'Someone tried to join'), { timeout: 15_000 })
    .toBeDefined();
  await context.close();
});
