import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { codeFor, enrol, shootVariants, SHOTS } from './support/two-factor';
import { expect, it } from 'vitest';
import { messages } from '../src/shared/i18n/messages';
import { baseUrl, e2eUser, newContext, seriousAxeViolations, signIn } from './support/browser';
import { linkInMail } from './support/mail';
import { browser } from './support/browser-fixture';

// Issue 31 items 6 and 7: the HttpOnly session cookie, and two-factor sign-in in the browser.
it('keeps the session token out of document.cookie (HttpOnly)', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'partner');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )token=/);
  // The SPA still knows who is signed in: GET /api/user on a fresh load (the profile shows it).
  await page.goto('/settings/profile');
  await expect
    .poll(() => page.getByLabel('E-mail', { exact: true }).inputValue())
    .toBe(e2eUser('partner').email);
  await context.close();
});

it('enrols an authenticator app by its key, then signs in with a code', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'twoFactorPartner');
  const { secret, codes } = await enrol(page);
  expect(codes).toHaveLength(10);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByText('Two-factor sign-in is on.', { exact: false }).waitFor();
  expect(await page.getByTestId('recovery-codes').count()).toBe(0); // shown once

  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');
  const user = e2eUser('twoFactorPartner');
  await page.getByLabel(/e-mail/i).fill(user.email);
  await page.getByLabel(/^password$/i).fill(user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A wrong code: the wrong-password wording, on the field.
  const right = await codeFor(secret, 1);
  await page.getByLabel('Code').fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('These credentials do not match our records.').waitFor();

  await page.getByLabel('Code').fill(right);
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in, on the dashboard (issue 30), with the top bar's sign-out.
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Sign out' }).waitFor();
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )token=/);
  await context.close();
});

it('a password reset with a second factor enrolled still asks for the code before signing in', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'twoFactorReset');
  const { secret } = await enrol(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.waitForURL('**/login');

  const user = e2eUser('twoFactorReset');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByRole('button', { name: 'Send password reset link' }).click();
  await expect
    .poll(() => linkInMail(user.email, '/password/reset/'), { timeout: 15_000 })
    .toBeDefined();
  await page.goto(linkInMail(user.email, '/password/reset/')!);
  const newPassword = 'a fresh two-factor passphrase';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  // The password is set, but the mailbox is no second factor: the code step, no session yet.
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
  await page
    .getByText('Your password is set. To sign in, confirm it is you with your second factor.')
    .waitFor();
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  expect(await seriousAxeViolations(page)).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await shootVariants(page, 'two-factor-after-reset-en');

  const right = await codeFor(secret, 1);
  await page.getByLabel('Code').fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('These credentials do not match our records.').waitFor();
  await page.getByLabel('Code').fill(right);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/home');
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')?.httpOnly).toBe(true);
  await context.close();
});

/** The password step in any language, by the form's fields rather than their labels. */
async function passwordStep(page: Page, key: string) {
  const user = e2eUser(key);
  await page.goto('/login');
  await page.locator('input[type=email]').fill(user.email);
  await page.locator('input[type=password]').fill(user.password);
  await page.locator('form button[type=submit]').click();
}

it('screens: enrolment, recovery codes, the code step and Settings → Two-factor, in zh-CN and English', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const zh = messages['zh-CN']['two-factor-settings'];
  const context = await newContext(browser);
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  const page = await context.newPage();
  await passwordStep(page, 'twoFactorShots');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/settings/two-factor');
  await page.getByRole('button', { name: zh.enrol_start }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await shootVariants(page, 'two-factor-enrol-zh-CN');
  await page.getByLabel(zh.confirm_label).fill(await codeFor(secret));
  await page.getByRole('button', { name: zh.confirm }).click();
  await page.getByTestId('recovery-codes').waitFor();
  const codes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  await shootVariants(page, 'two-factor-recovery-codes-zh-CN');
  await context.close();

  for (const locale of ['zh-CN', 'en']) {
    const shot = await newContext(browser);
    await shot.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
    const view = await shot.newPage();
    await passwordStep(view, 'twoFactorShots');
    await view.locator('input[autocomplete=one-time-code]').waitFor();
    await shootVariants(view, `two-factor-code-step-${locale}`);
    await view.locator('input[autocomplete=one-time-code]').fill(codes.pop()!);
    await view.locator('form button[type=submit]').click();
    await view.waitForURL((url) => url.pathname !== '/login');
    await view.goto('/settings/two-factor');
    await view.locator('input[autocomplete=current-password]').first().waitFor();
    await shootVariants(view, `two-factor-settings-${locale}`);
    await shot.close();
  }
});

it('an admin resets a partner’s second factor from the partner screen; the password alone signs them in', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/partners');
  await page.getByLabel('Search partners').fill('Tia Twofactor');
  await page.waitForURL((url) => url.searchParams.get('search') === 'Tia Twofactor');
  const company = 'Tia Twofactor Advisory Pty Ltd';
  await page.getByRole('button', { name: `Open ${company}` }).click();
  const panel = page.getByRole('dialog', { name: company });
  await panel.getByRole('button', { name: 'Reset second factor' }).scrollIntoViewIfNeeded();
  mkdirSync(SHOTS, { recursive: true });
  await shootVariants(page, 'two-factor-partner-reset-en');
  await panel.getByRole('button', { name: 'Reset second factor' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset this partner’s second factor?' });
  await confirm.getByRole('button', { name: 'Reset second factor' }).click();
  await page
    .getByText('The second factor was reset; the partner has been told by e-mail.')
    .waitFor();
  // The partner's own enrolment (the second test) is in their history, by its label (0063).
  await panel.getByText('Two-factor sign-in turned on by Tia Twofactor').waitFor();
  // The audit list names both, in English and in zh-CN.
  await page.goto('/settings/audit');
  await page.getByLabel('Type').selectOption('partner');
  await page.getByText('Second factor reset').first().waitFor();
  await shootVariants(page, 'two-factor-audit-en');
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  await page.reload();
  await page.getByRole('heading', { name: messages['zh-CN'].audit.log_title }).waitFor();
  await shootVariants(page, 'two-factor-audit-zh-CN');
  await context.close();

  const partner = await (await newContext(browser)).newPage();
  await signIn(partner, 'twoFactorPartner');
  expect(new URL(partner.url()).pathname).not.toBe('/login');
});
