import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  EN_AU,
  fillBusinessAndRequest,
  fillContact,
  fillFullOnly,
  referenceOf,
  uniqueEmail,
} from './support/apply-form';
import { baseUrl, dialogs, newContext, seriousAxeViolations, signIn } from './support/browser';
import { apiHeaders, apply } from './support/leads';
import { linkInMail } from './support/mail';
import { browser } from './support/browser-fixture';

const PASSWORD = 'quiet harbour lantern 2026';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
const toast = (page: Page, text: string) =>
  page.locator('[aria-live="polite"]').filter({ hasText: text }).count();

/** The partner of the lead `reference` as the admins' list API reports it. */
async function leadPartner(admin: Page, reference: string) {
  const list = await admin.request.get(`/api/leads?market=AU&q=${reference}`, {
    headers: await apiHeaders(admin),
  });
  const rows = (await list.json()).data as { reference: string; partner: unknown }[];
  expect(rows.map((row) => row.reference)).toEqual([reference]);
  return rows[0]!.partner;
}

/** One signature character changed, within the link's own alphabet. */
function tamperSignature(link: string): string {
  const url = new URL(link, 'http://x');
  const signature = url.searchParams.get('signature')!;
  const at = Math.floor(signature.length / 2);
  const changed = signature[at] === 'A' ? 'B' : 'A';
  url.searchParams.set('signature', signature.slice(0, at) + changed + signature.slice(at + 1));
  return url.pathname + url.search;
}

it('a partner joins, verifies, is approved, shares their link; once suspended they are signed out and the link credits no one', async () => {
  const email = uniqueEmail('lifecycle');
  const company = `Lifecycle Advisory ${Date.now()}`;

  // 1. The sign-up at /join.
  const partnerContext = await newContext(browser);
  const partner = await partnerContext.newPage();
  await partner.goto('/join');
  await partner.getByLabel('Your name').waitFor();
  expect(await seriousAxeViolations(partner)).toEqual([]);
  await partner.getByLabel('Your name', { exact: true }).fill('Lena Lifecycle');
  await partner.getByLabel('E-mail address', { exact: true }).fill(email);
  await partner.getByLabel('Mobile number', { exact: true }).fill('0412 345 678');
  await partner.getByLabel('Company', { exact: true }).fill(company);
  await partner.getByRole('radio', { name: 'Australia' }).check();
  await partner.getByLabel('ABN', { exact: true }).fill('51 824 753 556');
  await partner.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await partner.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await partner.getByRole('button', { name: 'Sign up as a partner' }).click();
  await partner.waitForURL((url) => url.pathname === '/thank-you-partner');

  // 2. The verification link from their e-mail; a changed copy of it first.
  await expect.poll(() => linkInMail(email, '/email/verify/'), { timeout: 15_000 }).toBeDefined();
  const verifyLink = linkInMail(email, '/email/verify/')!;
  const refused = partner.waitForResponse((response) =>
    response.url().endsWith('/api/email/verify'),
  );
  await partner.goto(tamperSignature(verifyLink));
  expect((await refused).status()).toBe(400);
  await expect
    .poll(() => partner.getByRole('alert').first().textContent())
    .toBe(
      'This verification link is not valid: it may have been changed, or replaced by a newer one. Ask for a new link.',
    );
  expect(await partner.getByRole('link', { name: 'Ask for a new link' }).count()).toBe(1);
  expect(await dialogs(partner).count()).toBe(0);
  expect(await seriousAxeViolations(partner)).toEqual([]);

  await partner.goto(verifyLink);
  await expect
    .poll(() => partner.getByRole('status').textContent())
    .toBe('Your e-mail address is verified. Thank you!');
  expect(await seriousAxeViolations(partner)).toEqual([]);

  // 3. An admin approves them on /partners.
  const adminContext = await newContext(browser);
  const admin = await adminContext.newPage();
  await signIn(admin, 'lifecycleAdmin');
  await admin.goto('/partners');
  await admin.getByRole('table').waitFor();
  await admin.getByLabel('Search partners').fill(company);
  await admin.getByLabel('Status').selectOption('pending');
  await admin.waitForURL(
    (url) =>
      url.searchParams.get('search') === company && url.searchParams.get('status') === 'pending',
  );
  await admin.getByRole('button', { name: `Open ${company}` }).click();
  const panel = admin.getByRole('dialog', { name: company });
  await panel.getByText('Verified on', { exact: false }).waitFor();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await panel.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('alertdialog', { name: `Approve ${company}?` }).waitFor();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect.poll(() => toast(admin, 'The partner was approved')).toBe(1);

  // 4. The "you can now sign in" e-mail carries their referral link.
  const approved = 'Subject: You can now sign in to LendRef';
  await expect
    .poll(() => linkInMail(email, '/apply/', approved), { timeout: 15_000 })
    .toBeDefined();
  // The link stands last, after a colon: no full stop a mail client would take into it.
  const referralPath = linkInMail(email, '/apply/', approved)!;
  expect(referralPath).toMatch(/^\/apply\/[a-z0-9]{4,32}$/);

  // 5. They sign in and find the same link on their dashboard.
  await partner.goto('/login');
  await partner.getByLabel(/e-mail/i).fill(email);
  await partner.getByLabel(/^password$/i).fill(PASSWORD);
  await partner.getByRole('button', { name: /sign in/i }).click();
  await partner.waitForURL((url) => url.pathname !== '/login');
  await partner.goto('/');
  await expect
    .poll(() => partner.getByLabel('Referral link', { exact: true }).inputValue())
    .toBe(`${baseUrl()}${referralPath}`);
  expect(await seriousAxeViolations(partner)).toEqual([]);

  // While active, the link credits them: the guest sees who referred them, the lead names them.
  const code = referralPath.split('/').pop()!;
  const guestContext = await newContext(browser);
  const guest = await guestContext.newPage();
  await guest.goto(referralPath);
  await expect
    .poll(() => guest.getByText(`Referred by ${company}`, { exact: true }).count())
    .toBe(1);
  const credited = await apply(admin, { referral_code: code });
  expect(await leadPartner(admin, credited)).toMatchObject({ company });

  // 6. The admin suspends them.
  await panel.getByRole('button', { name: 'Suspend' }).click();
  await admin.getByRole('alertdialog', { name: `Suspend ${company}?` }).waitFor();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
  await expect.poll(() => toast(admin, 'The partner was suspended and signed out.')).toBe(1);

  // 7. The partner's open tab: its next request is refused and they land on the sign-in page.
  await partner.getByRole('link', { name: 'My Leads' }).first().click();
  const expired = partner.getByRole('alertdialog', { name: 'Session expired' });
  await expired.waitFor();
  await expired.getByRole('button', { name: 'OK' }).click();
  await partner.waitForURL((url) => url.pathname === '/login');
  expect(await seriousAxeViolations(partner)).toEqual([]);

  // Signing in again shows the suspension, not the back office.
  await partner.getByLabel(/e-mail/i).fill(email);
  await partner.getByLabel(/^password$/i).fill(PASSWORD);
  await partner.getByRole('button', { name: /sign in/i }).click();
  await partner.waitForURL((url) => url.pathname !== '/login');
  for (const path of ['/', '/my-leads']) {
    await partner.goto(path);
    await expect.poll(() => h1(partner)).toBe('Your partner account is suspended');
    expect(await partner.getByRole('link', { name: 'My Leads' }).count()).toBe(0);
    expect(await partner.getByLabel('Referral link', { exact: true }).count()).toBe(0);
  }
  expect(await seriousAxeViolations(partner)).toEqual([]);

  // 8. Their link still takes an application, credited to no one.
  await guest.goto(referralPath);
  await guest.getByLabel(EN_AU.firstName).waitFor();
  await fillContact(guest, EN_AU, '0412 345 678', uniqueEmail('after-suspension'));
  await fillBusinessAndRequest(guest, EN_AU, '51 824 753 556', 'QLD');
  await fillFullOnly(guest, {
    structure: 'Business structure',
    industry: 'Industry',
    timeTrading: 'Time in business',
    revenue: 'Annual revenue (AUD)',
  });
  await guest.getByRole('checkbox').check();
  expect(await guest.getByText(/Referred by/).count()).toBe(0);
  expect(await seriousAxeViolations(guest)).toEqual([]);
  await guest.getByRole('button', { name: EN_AU.submit }).click();
  await guest.waitForURL((url) => url.pathname === '/thank-you');
  const reference = (await referenceOf(guest))!;
  expect(reference).toMatch(/^AU-\d{4}-\d{6}$/);
  expect(await leadPartner(admin, reference)).toBeNull();
});
