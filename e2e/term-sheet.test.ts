import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { apply, leadId } from './support/leads';
import { linkInMail } from './support/mail';
import { browser } from './support/browser-fixture';

const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

async function termSheetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => (link = linkInMail(email, '/term-sheet/')), { timeout: 10_000 })
    .toBeDefined();
  return link!;
}

const dealRoom = (page: Page) => page.getByRole('region', { name: 'Deal room' });

it('an admin sends a term sheet; the applicant reads, prints and accepts it; the lead and its timeline follow', async () => {
  const admin = await (await newContext(browser)).newPage();
  await signIn(admin, 'dealRoomAdmin');
  const email = `term-sheet-${Date.now()}@applicant.test`;
  const reference = await apply(admin, { email, amount: 150_000 });
  const id = await leadId(admin, reference);

  await admin.goto(`/lead/${id}`);
  const room = dealRoom(admin);
  await room.getByText('No term sheet yet.', { exact: false }).waitFor();
  await room.getByRole('button', { name: 'Prepare a term sheet' }).click();
  // Defaults: the amount asked for, the market's rate.
  expect(await room.getByLabel('Facility amount').inputValue()).toBe('$150,000');
  await room.getByLabel('Facility amount').fill('140000');
  await room.getByLabel('Interest rate (% per year)').fill('11.5');
  await room.getByRole('button', { name: 'Calculate the repayment' }).click();
  await room.getByLabel('Security and guarantees').fill('General security agreement');
  await room.getByRole('button', { name: 'Send to the applicant' }).click();
  await room.getByText('Sent', { exact: true }).waitFor();
  expect(await seriousAxeViolations(admin)).toEqual([]);

  const guest = await (await newContext(browser)).newPage();
  await guest.goto(await termSheetLink(email));
  await guest.getByRole('heading', { level: 1, name: 'Term sheet' }).waitFor();
  await guest.getByText('$140,000').waitFor();
  await guest.getByText('General security agreement').waitFor();
  expect(await seriousAxeViolations(guest)).toEqual([]);
  expect(await guest.evaluate(noSidewaysScroll)).toBe(true);

  // Printed: the answer forms stay off the paper.
  await guest.emulateMedia({ media: 'print' });
  expect(await guest.getByRole('button', { name: 'Accept the term sheet' }).isVisible()).toBe(
    false,
  );
  await guest.emulateMedia({ media: 'screen' });

  await guest.getByLabel('Your full name').fill('Ada Lovelace');
  await guest.getByRole('button', { name: 'Accept the term sheet' }).click();
  await guest.getByText('Tick the box to confirm that you accept these terms.').waitFor();
  await guest
    .getByLabel('I have read these terms and accept them on behalf of the business.')
    .check();
  await guest.getByRole('button', { name: 'Accept the term sheet' }).click();
  await guest.getByText(/You accepted these terms on .*, signed as Ada Lovelace\./).waitFor();

  await admin.reload();
  await dealRoom(admin)
    .getByText(/Accepted by Ada Lovelace on/)
    .waitFor();
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await timeline.getByText('Term sheet accepted, signed as Ada Lovelace').waitFor();
  await timeline.getByText('The applicant read the term sheet').waitFor();
  await timeline.getByText('Link e-mailed to the applicant: term sheet').waitFor();
  await timeline.getByText('Status changed: Term sheet sent → Term sheet accepted').waitFor();
});

it('an unknown term-sheet link shows a page that says what to do, in the guest language', async () => {
  const guest = await (await newContext(browser)).newPage();
  await guest.goto('/term-sheet/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await guest.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
  await guest.getByText('This link is not valid any more.', { exact: false }).waitFor();
  expect(await seriousAxeViolations(guest)).toEqual([]);
});
