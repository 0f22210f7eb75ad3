import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { chooseFile, pdf, PNG, uploadItem } from './support/deal-room';
import { apply, leadId } from './support/leads';
import { linkInMail } from './support/mail';
import { browser } from './support/browser-fixture';

const SHOTS = '/tmp/shots-upload';
const BANK = 'Bank statements (last 6 months)';
const PHOTO = 'Photo ID of each director';
const REASON = 'Only three months: please send the last six.';

const item = uploadItem;
const choose = (page: Page, label: string, name: string, buffer: Buffer, mimeType: string) =>
  chooseFile(page, label, { name, buffer, mimeType });

/** Remembers whether a progress bar was ever shown for an upload under way. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen = { progress: false };
    (window as unknown as { uploadSeen: typeof seen }).uploadSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-state="uploading"] progress')) seen.progress = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
const progressSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { uploadSeen: { progress: boolean } }).uploadSeen.progress,
  );

const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

it('an admin asks for two documents; the guest uploads, is told why one was rejected, sends it again', async () => {
  const email = `documents-${Date.now()}@e2e-docs.test`;
  const admin = await (await newContext(browser)).newPage();
  await signIn(admin, 'admin');
  const id = await leadId(admin, await apply(admin, { email, first_name: 'Dana' }));

  // The admin picks the documents and sends the link.
  await admin.goto(`/lead/${id}`);
  const section = admin.getByTestId('documents-section');
  await section.getByLabel(BANK).check();
  await section.getByLabel(PHOTO).check();
  await section.getByRole('button', { name: 'Save the request' }).click();
  await expect
    .poll(() => section.getByTestId('document-request').count(), { timeout: 10_000 })
    .toBe(2);
  await section.getByRole('button', { name: 'Send the upload link' }).click();
  await expect.poll(() => section.getByText('Links sent').count(), { timeout: 10_000 }).toBe(1);

  // The guest follows the e-mailed link.
  await expect.poll(() => linkInMail(email, '/upload/'), { timeout: 15_000 }).toBeDefined();
  const uploadPath = linkInMail(email, '/upload/')!;
  const guest = await (
    await newContext(browser, { viewport: { width: 390, height: 844 } })
  ).newPage();
  await guest.goto(uploadPath);
  await guest.getByRole('heading', { level: 1, name: 'Send your documents' }).waitFor();
  expect(await guest.getByTestId('upload-progress').textContent()).toBe(
    '0 of 2 documents received',
  );
  expect(await seriousAxeViolations(guest)).toEqual([]);

  await watchProgress(guest);
  await choose(
    guest,
    BANK,
    'statement-3-months.pdf',
    pdf('three months', 3 * 1024 * 1024),
    'application/pdf',
  );
  await item(guest, BANK).getByText('statement-3-months.pdf').waitFor();
  await choose(guest, PHOTO, 'passport.png', PNG, 'image/png');
  await item(guest, PHOTO).getByText('passport.png').waitFor();
  expect(await progressSeen(guest)).toBe(true);
  await expect
    .poll(() => guest.getByTestId('upload-progress').textContent(), { timeout: 10_000 })
    .toBe('2 of 2 documents received');
  expect(await item(guest, BANK).getByText('Received, being checked').count()).toBe(1);

  // A file the firm does not accept: the server's own message, and a way to try again.
  await choose(
    guest,
    PHOTO,
    'photo.pdf',
    Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(600)]),
    'application/pdf',
  );
  await item(guest, PHOTO).getByTestId('upload-error').waitFor();
  expect(await item(guest, PHOTO).getByTestId('upload-error').textContent()).toContain(
    '“photo.pdf” is not a file type we accept',
  );
  expect(await item(guest, PHOTO).getByRole('button', { name: 'Try again' }).count()).toBe(1);
  await item(guest, PHOTO).getByRole('button', { name: 'Dismiss' }).click();

  // The admin rejects the statement with a reason.
  await admin.reload();
  const statement = section
    .getByTestId('document-file')
    .filter({ hasText: 'statement-3-months.pdf' });
  // Checked once the page is still (no toast fading in): the section with its files.
  await statement.waitFor();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await statement.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject the file' }).click();
  await dialog.getByText('Say why the file is rejected: the applicant will read it.').waitFor();
  await dialog.getByLabel('Reason (the applicant sees it)').fill(REASON);
  await dialog.getByRole('button', { name: 'Reject the file' }).click();
  await statement.getByText('Not accepted').waitFor();

  // The guest reads why, and sends a better file.
  await guest.reload();
  await item(guest, BANK).getByText(`Reason: ${REASON}`).waitFor();
  expect(await item(guest, BANK).getByText('Still needed').count()).toBe(1);
  await choose(guest, BANK, 'statement-6-months.pdf', pdf('six months'), 'application/pdf');
  await item(guest, BANK).getByText('statement-6-months.pdf').waitFor();
  await expect.poll(() => item(guest, BANK).getByText('Received', { exact: true }).count()).toBe(1);

  // The admin accepts both; the guest sees that everything is in.
  await admin.reload();
  for (const name of ['statement-6-months.pdf', 'passport.png']) {
    const row = section.getByTestId('document-file').filter({ hasText: name });
    await row.getByRole('button', { name: 'Accept' }).click();
    await row.getByText('Accepted').waitFor();
  }
  await guest.reload();
  await expect
    .poll(() => guest.getByText('Accepted', { exact: true }).count(), { timeout: 10_000 })
    .toBe(2);
  await guest
    .getByText('Thank you: we have every document we asked for.', { exact: false })
    .waitFor();
  expect(await guest.evaluate(noSidewaysScroll)).toBe(true);
  expect(await seriousAxeViolations(guest)).toEqual([]);

  // Screenshots: desktop and phone, light and dark, in Chinese.
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await newContext(browser, { viewport: { width, height }, colorScheme });
      await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
      const page = await context.newPage();
      await page.goto(uploadPath);
      await page.getByRole('heading', { level: 1, name: '上传您的文件' }).waitFor();
      await page.getByText('未通过').waitFor();
      expect(await page.evaluate(noSidewaysScroll)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({
        path: `${SHOTS}/upload-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await context.close();
    }
  }
});

it('an unusable link shows a page that says so', async () => {
  const page = await (await newContext(browser)).newPage();
  await page.goto(`/upload/${'x'.repeat(43)}`);
  await page.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
  await page.getByText('This link is not valid any more.', { exact: false }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
