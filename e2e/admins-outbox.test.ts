import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { linkInMail } from './support/mail';
import { browser } from './support/browser-fixture';

const PASSWORD = 'quiet harbour lantern 2026';
const h1 = (page: Page) => page.locator('h1').first().textContent();

/** Follows the invitation in the captured e-mail and chooses a password there. */
async function acceptInvite(page: Page, email: string) {
  await expect.poll(() => linkInMail(email, '/invite/'), { timeout: 15_000 }).toBeDefined();
  await page.goto(linkInMail(email, '/invite/')!);
  await expect.poll(() => h1(page)).toBe('Welcome');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm the new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect
    .poll(() => page.getByText('Your password is set. You are now signed in.').count())
    .toBe(1);
}

it('an admin invites an admin, who sets a password from the e-mail and signs in', async () => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/settings/admins');
  await expect.poll(() => page.getByRole('heading', { name: 'Admins' }).count()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Name').fill('Ivy Invited');
  await page.getByLabel('E-mail address').fill('ivy-admin@e2e.test');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect.poll(() => page.getByRole('cell', { name: /Ivy Invited/ }).count()).toBe(1);
  await expect.poll(() => page.getByText('Invited', { exact: true }).count()).toBeGreaterThan(0);

  const invitee = await (await newContext(browser)).newPage();
  await acceptInvite(invitee, 'ivy-admin@e2e.test');
  await invitee.goto('/settings/admins');
  await expect
    .poll(() => invitee.getByRole('cell', { name: /Ivy Invited \(you\)/ }).count())
    .toBe(1);
});

it('the outgoing mail view shows the counts by state', async () => {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/settings/outbox');
  await expect.poll(() => page.getByRole('heading', { name: 'Outgoing mail' }).count()).toBe(1);
  await expect.poll(() => page.locator('[data-state="sent"]').textContent()).not.toBe('0');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The view opens on the failed ones: empty, it says so; else it lists them. Other files of
  // the suite may have left a failed e-mail (an address a mail server refuses).
  const failed = await page.locator('[data-state="failed"]').textContent();
  const empty = page.getByText('No e-mails in this state.');
  if (failed === '0') await expect.poll(() => empty.count()).toBe(1);
  else {
    await page.getByRole('button', { name: /Retry all failed/ }).waitFor();
    expect(await empty.count()).toBe(0);
  }
});

it('a partner invited from /partners sets a password and sees their referral link', async () => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/partners');
  await page.getByRole('button', { name: 'Invite a partner' }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Contact name').fill('Ina Invited');
  await page.getByLabel('E-mail address').fill('ina-partner@e2e.test');
  await page.getByLabel('Company').fill('Ina Advisory');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect.poll(() => page.getByText('Invitation sent to the partner.').count()).toBe(1);

  const partner = await (await newContext(browser)).newPage();
  await acceptInvite(partner, 'ina-partner@e2e.test');
  await partner.goto('/');
  await expect.poll(() => partner.getByText('Your referral link').count()).toBeGreaterThan(0);
});
