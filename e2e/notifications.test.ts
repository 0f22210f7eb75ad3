import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, e2eUser, newContext, seriousAxeViolations, signIn } from './support/browser';
import { apiHeaders, apply, leadId } from './support/leads';
import { mailsTo } from './support/mail';
import { browser } from './support/browser-fixture';

const SHOTS = '.tmp/shots';
const THEME_PREVIEW_SAMPLE = '[data-testid="theme-preview"] [aria-hidden="true"]';
const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

/** The seeded partner's referral code (e2e/support/seed.ts makes it from the address). */
const REFERRAL_CODE = 'e2enotifypartner';

async function move(admin: Page, id: string, status: string) {
  const lead = await admin.request.get(`/api/leads/${id}`, { headers: await apiHeaders(admin) });
  const version = (await lead.json()).lead.version as number;
  const moved = await admin.request.post(`/api/leads/${id}/status`, {
    headers: await apiHeaders(admin),
    data: { version, status, note: 'Internal: call the accountant first' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

it('a partner chooses every stage, refers a lead, and is told of each move in French', async () => {
  const partner = await (await newContext(browser)).newPage();
  await signIn(partner, 'notifyPartner');
  await partner.goto('/settings/profile');
  // The new preference: "milestones only" until the partner chooses otherwise.
  const group = partner.getByRole('group', { name: 'Updates about your leads' });
  expect(await group.getByRole('radio', { name: /Milestones only/ }).isChecked()).toBe(true);
  await group.getByRole('radio', { name: /Every stage/ }).check();
  await partner.getByRole('button', { name: 'Update e-mail choice' }).click();
  await partner.getByText('Your choice of e-mails is saved.').waitFor();
  expect(await seriousAxeViolations(partner)).toEqual([]);
  // Their language, for the screens and for the e-mails.
  await partner.getByRole('region', { name: 'Profile' }).getByLabel('Language').selectOption('fr');
  await partner.getByRole('button', { name: 'Save', exact: true }).click();
  await partner.getByText('Votre profil a été mis à jour.', { exact: false }).waitFor();

  const guest = await (await newContext(browser)).newPage();
  await guest.goto('/');
  const reference = await apply(guest, { referral_code: REFERRAL_CODE });
  expect(reference).toMatch(/^AU-\d{4}-\d{6}$/);

  const admin = await (await newContext(browser)).newPage();
  await signIn(admin, 'notifyAdmin');
  const id = await leadId(admin, reference);
  // The first move on the lead screen: the e-mail to the partner shows in the timeline.
  await admin.goto(`/lead/${id}`);
  await admin.getByRole('heading', { level: 1, name: `Lead ${reference}` }).waitFor();
  await admin.getByRole('button', { name: 'Contacted', exact: true }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Note (optional)').fill('Internal: the accountant is slow');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await timeline
    .getByText(`E-mail “stage update to the partner” to ${e2eUser('notifyPartner').email}`)
    .waitFor();
  await move(admin, id, 'qualified');

  const email = e2eUser('notifyPartner').email;
  const subjects = () =>
    mailsTo(email)
      .map((mail) => mail.subject)
      .filter((subject) => subject.startsWith(reference))
      .sort();
  await expect
    .poll(subjects, { timeout: 20_000 })
    .toEqual([
      `${reference} est passé à l’étape «\u00a0Contacté\u00a0»`,
      `${reference} est passé à l’étape «\u00a0Qualifié\u00a0»`,
    ]);
  for (const mail of mailsTo(email).filter((sent) => sent.subject.startsWith(reference))) {
    expect(mail.text).toContain('Bonjour Nell Notify');
    expect(mail.text).not.toContain('accountant');
  }

  // My Leads shows the stage the e-mail named.
  await partner.goto(`/my-leads?q=${reference}`);
  const row = partner.getByRole('row').filter({ hasText: reference });
  await row.getByText('Qualifié', { exact: true }).waitFor();
});

it('screenshots: the partner’s choice and the admin’s recipients, phone and desktop, light and dark, in Chinese', async () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [user, path, marker] of [
        ['notifyPartner', '/settings/profile', '线索相关邮件'],
        ['notifyAdmin', '/settings/general', '通知收件人'],
      ] as const) {
        const context = await newContext(browser, { viewport: { width, height }, colorScheme });
        const page = await context.newPage();
        await signIn(page, user);
        await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
        await page.goto(path);
        await page.getByText(marker, { exact: true }).first().waitFor();
        if (user === 'notifyAdmin') {
          // Nobody is listed in the e2e settings: the text says every active admin is e-mailed.
          await page.getByText(/未指定收件人：全部 \d+ 位在职管理员都会收到新申请/).waitFor();
        }
        await page.screenshot({
          path: `${SHOTS}/${user}-${width}-${colorScheme}.png`,
          fullPage: true,
        });
        expect(await page.evaluate(noSidewaysScroll)).toBe(true);
        // The theme preview's hover sample is a faint pair on purpose (settings-admin.test.ts).
        const exclude = user === 'notifyAdmin' ? [THEME_PREVIEW_SAMPLE] : [];
        expect(await seriousAxeViolations(page, exclude)).toEqual([]);
        await context.close();
      }
    }
  }
});
