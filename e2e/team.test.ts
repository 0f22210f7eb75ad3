import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, dialogs, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { apply } from './support/leads';
import { linkInMail } from './support/mail';
import { SHOTS, shootVariants } from './support/two-factor';

const PASSWORD = 'quiet harbour lantern 2026';
// The seeded firms' referral codes (e2e/support/seed.ts): `e2e` and the address's name.
const FIRM_CODE = 'e2eteamowner';
const OTHER_FIRM_CODE = 'e2eteamother';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The colleague follows the invitation in the e-mail, chooses a password, and is signed in. */
async function acceptInvite(page: Page, email: string) {
  await expect.poll(() => linkInMail(email, '/invite/'), { timeout: 15_000 }).toBeDefined();
  await page.goto(linkInMail(email, '/invite/')!);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm the new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect
    .poll(() => page.getByText('Your password is set. You are now signed in.').count())
    .toBe(1);
}

it('an owner invites a colleague, who sees the firm’s leads (only their own when the owner says so) and never another firm’s; removed, they are signed out', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const guest = await (await newContext(browser)).newPage();
  await guest.goto('/');
  const firmLead = await apply(guest, { referral_code: FIRM_CODE });
  const otherLead = await apply(guest, { referral_code: OTHER_FIRM_CODE });

  const owner = await (await newContext(browser)).newPage();
  await signIn(owner, 'teamOwner');
  await owner.goto('/settings');
  await owner.getByRole('link', { name: 'Team' }).click();
  await owner.getByRole('heading', { name: 'Team', level: 2 }).waitFor();
  expect(await seriousAxeViolations(owner)).toEqual([]);

  // An address that already has an account is refused on the field.
  await owner.getByLabel('Name').fill('Someone Else');
  await owner.getByLabel('E-mail').fill('team-other@e2e.test');
  await owner.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await owner.getByText('This address already has an account.').waitFor();

  const email = `colleague-${Date.now().toString(36)}@e2e.test`;
  await owner.getByLabel('Name').fill('Cleo Colleague');
  await owner.getByLabel('E-mail').fill(email);
  await owner.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await row(owner, 'Cleo Colleague').getByText('Invited').waitFor();
  await shootVariants(owner, 'team');
  await owner.setViewportSize({ width: 1280, height: 800 });

  const colleague = await (await newContext(browser)).newPage();
  await acceptInvite(colleague, email);
  await colleague.goto('/my-leads');
  await row(colleague, firmLead).waitFor();
  expect(await row(colleague, otherLead).count()).toBe(0);
  expect(await seriousAxeViolations(colleague)).toEqual([]);
  // The firm's money and account are the owner's: no commissions, no Team tab, no Team page.
  await colleague.goto('/');
  await colleague.getByText('Your referral link').waitFor();
  expect(await colleague.getByText(FIRM_CODE).count()).toBe(0);
  await colleague.goto('/settings/profile');
  await colleague.getByRole('link', { name: 'Password' }).waitFor();
  expect(await colleague.getByRole('link', { name: 'Team' }).count()).toBe(0);
  expect(await colleague.getByRole('link', { name: 'Payment details' }).count()).toBe(0);
  await colleague.goto('/settings/team');
  await colleague.waitForURL((url) => url.pathname === '/');
  await colleague.getByText("That page is for your firm's owner only", { exact: false }).waitFor();

  // The owner narrows colleagues to their own referrals: the firm's lead leaves their list.
  await owner.reload();
  await owner.getByLabel('Only the leads they referred').check();
  await owner.getByRole('button', { name: 'Save choice' }).click();
  await owner.getByText('Choice saved.').waitFor();
  await colleague.goto('/my-leads');
  await colleague.getByRole('heading', { name: 'My leads' }).waitFor();
  await expect.poll(() => row(colleague, firmLead).count()).toBe(0);

  // Removal asks first, then every session of the colleague ends.
  await owner.getByRole('button', { name: 'Remove Cleo Colleague' }).click();
  await dialogs(owner).getByText('Remove Cleo Colleague from the team?').waitFor();
  expect(await seriousAxeViolations(owner)).toEqual([]);
  await dialogs(owner).getByRole('button', { name: 'Remove' }).click();
  await owner.getByText('Colleague removed; their sessions have ended.').waitFor();
  await expect.poll(() => row(owner, 'Cleo Colleague').count()).toBe(0);
  await colleague.goto('/my-leads');
  await colleague.waitForURL((url) => url.pathname === '/login');

  // The Team page in Chinese, for the screenshots.
  await owner.context().addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  await owner.goto('/settings/team');
  await owner.getByRole('heading', { name: '团队', level: 2 }).waitFor();
  expect(await seriousAxeViolations(owner)).toEqual([]);
  await owner.screenshot({ path: `${SHOTS}/team-zh-CN.png`, fullPage: true });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({ path: `${SHOTS}/team-zh-CN-390.png`, fullPage: true });
});
