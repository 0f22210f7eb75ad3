import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import {
  chooseFile,
  dealRoomLink,
  fillBusinessAndDirectors,
  finishApplication,
  pdf,
  PNG,
  uploadItem,
} from './support/deal-room';
import { apply, leadId } from './support/leads';
import { browser } from './support/browser-fixture';

const BANK = 'Bank statements (last 6 months)';
const PHOTO = 'Photo ID of each director';
const REASON = 'Only three months: please send the last six.';

/** A new browser for the guest each time: the link alone lets them in. */
async function guestAt(link: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage();
  await page.goto(link);
  return page;
}

it('the whole guest journey: term sheet, documents (one rejected and sent again), full application over two visits; the timeline shows every step', async () => {
  const email = `journey-${Date.now()}@applicant.test`;
  const admin = await (await newContext(browser)).newPage();
  await signIn(admin, 'journeyAdmin');
  const reference = await apply(admin, { email, first_name: 'Jules', amount: 120_000 });
  const id = await leadId(admin, reference);
  await admin.goto(`/lead/${id}`);
  const room = admin.getByRole('region', { name: 'Deal room' });

  // 1. The admin sends a term sheet; the guest accepts it.
  await room.getByRole('button', { name: 'Prepare a term sheet' }).click();
  await room.getByLabel('Facility amount').fill('110000');
  await room.getByRole('button', { name: 'Calculate the repayment' }).click();
  await room.getByRole('button', { name: 'Send to the applicant' }).click();
  await room.getByText('Sent', { exact: true }).waitFor();
  const sheet = await guestAt(await dealRoomLink(email, 'term-sheet'));
  await sheet.getByText('A$110,000').waitFor();
  await sheet.getByLabel('Your full name').fill('Jules Applicant');
  await sheet
    .getByLabel('I have read these terms and accept them on behalf of the business.')
    .check();
  await sheet.getByRole('button', { name: 'Accept the term sheet' }).click();
  await sheet.getByText(/You accepted these terms on/).waitFor();

  // 2. The admin asks for two documents; the guest uploads them.
  await admin.reload();
  const documents = admin.getByTestId('documents-section');
  await documents.getByLabel(BANK).check();
  await documents.getByLabel(PHOTO).check();
  await documents.getByRole('button', { name: 'Save the request' }).click();
  await expect
    .poll(() => documents.getByTestId('document-request').count(), { timeout: 10_000 })
    .toBe(2);
  await documents.getByRole('button', { name: 'Send the upload link' }).click();
  const uploadLink = await dealRoomLink(email, 'upload');
  const upload = await guestAt(uploadLink);
  await upload.getByRole('heading', { level: 1, name: 'Send your documents' }).waitFor();
  await chooseFile(upload, BANK, {
    name: 'statement-3-months.pdf',
    buffer: pdf('three months'),
    mimeType: 'application/pdf',
  });
  await uploadItem(upload, BANK).getByText('statement-3-months.pdf').waitFor();
  await chooseFile(upload, PHOTO, { name: 'licence.png', buffer: PNG, mimeType: 'image/png' });
  await expect
    .poll(() => upload.getByTestId('upload-progress').textContent(), { timeout: 10_000 })
    .toBe('2 of 2 documents received');

  // The admin rejects the statement with a reason; the guest sends a better one.
  await admin.reload();
  const statement = documents
    .getByTestId('document-file')
    .filter({ hasText: 'statement-3-months.pdf' });
  await statement.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Reason (the applicant sees it)').fill(REASON);
  await dialog.getByRole('button', { name: 'Reject the file' }).click();
  await statement.getByText('Not accepted').waitFor();
  await upload.reload();
  await uploadItem(upload, BANK).getByText(`Reason: ${REASON}`).waitFor();
  await chooseFile(upload, BANK, {
    name: 'statement-6-months.pdf',
    buffer: pdf('six months'),
    mimeType: 'application/pdf',
  });
  await uploadItem(upload, BANK).getByText('statement-6-months.pdf').waitFor();
  await admin.reload();
  for (const name of ['statement-6-months.pdf', 'licence.png']) {
    const row = documents.getByTestId('document-file').filter({ hasText: name });
    await row.getByRole('button', { name: 'Accept' }).click();
    await row.getByText('Accepted').waitFor();
  }

  // 3. The full application, over two visits from the same link.
  const application = admin.getByRole('region', { name: 'Full application' });
  await application.getByRole('button', { name: 'Send the full-application link' }).click();
  const applicationLink = await dealRoomLink(email, 'full-application');
  const firstVisit = await guestAt(applicationLink);
  await fillBusinessAndDirectors(firstVisit);
  await firstVisit.context().close();
  const secondVisit = await guestAt(applicationLink);
  await finishApplication(secondVisit, 'Jules Applicant');

  // 4. The lead's timeline tells the whole story, and the lead has moved along.
  await admin.reload();
  await admin.getByRole('heading', { level: 1, name: `Lead ${reference}` }).waitFor();
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  const story = [
    'Link e-mailed to the applicant: term sheet',
    'The applicant read the term sheet',
    'Term sheet accepted, signed as Jules Applicant',
    'Documents requested from the applicant',
    'Link e-mailed to the applicant: document upload',
    'The applicant uploaded statement-3-months.pdf',
    'statement-3-months.pdf: rejected',
    'The applicant uploaded statement-6-months.pdf',
    'statement-6-months.pdf: accepted',
    'Link e-mailed to the applicant: full application',
    'Full application submitted',
    'Status changed: Documents received → Application submitted',
  ];
  // The timeline pages 50 entries at a time, and the deal room's notice to every admin fills
  // several: each entry is looked for, and while it is not shown an older page is opened, one
  // at a time (the button is disabled while a page is on its way). In two whole-suite runs the
  // button stayed disabled more than 20 s after one click (cause not found; alone, the test
  // passes): a click is tried again whenever the button is enabled, until the entry shows.
  const older = timeline.getByRole('button', { name: 'Show older entries' });
  await timeline.getByText('Full application submitted', { exact: true }).waitFor();
  for (const entry of story) {
    await expect
      .poll(
        async () => {
          if ((await timeline.getByText(entry, { exact: true }).count()) > 0) return true;
          if ((await older.count()) > 0 && (await older.isEnabled())) await older.click();
          return false;
        },
        { timeout: 30_000, message: entry },
      )
      .toBe(true);
  }
  expect(await seriousAxeViolations(admin)).toEqual([]);
  // Three guests, an admin and three timeline pages: 55 s were seen on a loaded CI machine.
}, 150_000);
