import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { quickApplication, referenceOf, uniqueName } from './support/apply-form';
import { e2eUser, newContext, seriousAxeViolations, signIn } from './support/browser';
import { apiHeaders, apply, leadId } from './support/leads';
import { linkInMail } from './support/mail';
import { E2E_REFERRAL_PARTNERS } from './support/referral-partners';
import { browser } from './support/browser-fixture';

/** The board's column of a stage, found by its heading. */
const column = (page: Page, stage: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: stage }) });

const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

/** The lead screen's confirmation, with an optional note. */
async function confirmMove(page: Page, note?: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).waitFor();
  if (note) await dialog.getByLabel('Note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('an admin opens a new lead from the link in the notification e-mail, through sign-in', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const name = uniqueName('Mailo');
  await quickApplication(page, name);
  const reference = (await referenceOf(page))!;

  const admin = e2eUser('admin');
  await expect
    .poll(() => linkInMail(admin.email, '/lead/', reference), { timeout: 15_000 })
    .toBeDefined();
  const link = linkInMail(admin.email, '/lead/', reference)!;
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, 'admin');
  await page.waitForURL((url) => url.pathname === link);
  await page.getByRole('heading', { level: 1, name: `Lead ${reference}` }).waitFor();
  await page.getByRole('region', { name: 'Timeline' }).getByText('Lead received').waitFor();
  expect(await page.getByLabel('First name').inputValue()).toBe(name);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

it('an admin finds a lead by search on the board and moves it by its Move-to list, a pointer drag and the keyboard; the timeline shows each move and the note', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const reference = await apply(page);
  const id = await leadId(page, reference);

  await page.goto('/leads?view=board');
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.waitForURL(
    (url) => url.searchParams.get('q') === reference && url.searchParams.get('view') === 'board',
  );
  const card = (stage: string) => column(page, stage).getByRole('link', { name: reference });
  await card('New').waitFor();
  expect(await page.getByRole('button', { name: 'Board', pressed: true }).count()).toBe(1);
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The plainest way: the card's "Move to…" button lists only the allowed stages.
  await page.getByRole('button', { name: `Move to… (${reference})` }).click();
  const choices = page.getByRole('dialog', { name: `Move ${reference}` });
  expect(await choices.getByRole('button').allTextContents()).toEqual([
    'Contacted',
    'Declined',
    'Withdrawn',
    'Cancel',
  ]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await choices.getByRole('button', { name: 'Contacted' }).click();
  await confirmMove(page, 'Board: called, documents next week');
  await page.getByText(`${reference} moved to Contacted.`).waitFor();
  await card('Contacted').waitFor();

  // A pointer drags it by its handle; while it is held, each column says whether it may go there.
  const handle = page.getByRole('button', { name: `Drag ${reference} to another stage` });
  const from = (await handle.boundingBox())!;
  const to = (await column(page, 'Qualified').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
  await column(page, 'Qualified').getByText('Drop here').waitFor();
  await column(page, 'Approved').getByText('Not allowed from this stage').waitFor();
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
  await confirmMove(page);
  await card('Qualified').waitFor();

  // The keyboard drags it too: Space picks it up, Right chooses the next stage, Space drops.
  await handle.focus();
  await page.keyboard.press('Space');
  // Screen readers hear where the card is held (dnd-kit's live region, in the app's words).
  await page
    .getByText(`${reference} is over its own stage, Qualified.`)
    .waitFor({ state: 'attached' });
  await page.keyboard.press('ArrowRight');
  await page.getByText(`${reference} can move to Term sheet sent.`).waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await confirmMove(page);
  await card('Term sheet sent').waitFor();

  await page.goto(`/lead/${id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await timeline.getByText('Status changed: New → Contacted').waitFor();
  await timeline.getByText('Board: called, documents next week').waitFor();
  await timeline.getByText('Status changed: Contacted → Qualified').waitFor();
  await timeline.getByText('Status changed: Qualified → Term sheet sent').waitFor();
});

it('a move after someone else changed the lead says so, and the board shows the lead as it is now', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const reference = await apply(page);
  const id = await leadId(page, reference);
  await page.goto(`/leads?view=board&q=${reference}`);
  await column(page, 'New').getByRole('link', { name: reference }).waitFor();

  // Another admin saves the lead: its version moves on under this board.
  const saved = await page.request.patch(`/api/leads/${id}`, {
    headers: await apiHeaders(page),
    data: { version: 1, amount: 77_000 },
  });
  expect(saved.status()).toBe(200);
  await page.getByRole('button', { name: `Move to… (${reference})` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Contacted' }).click();
  await confirmMove(page);
  await page
    .getByText(`${reference} was changed by someone else meanwhile.`, { exact: false })
    .waitFor();
  const card = column(page, 'New').getByRole('listitem').filter({ hasText: reference });
  await expect.poll(() => card.textContent()).toContain('A$77,000');
  expect(await page.getByRole('alertdialog').count()).toBe(0);
});

it('a partner sees only their own leads and opens one read-only; another partner’s lead is not found', async () => {
  const admin = await (await newContext(browser)).newPage();
  await signIn(admin, 'admin');
  const surname = uniqueName('Shared');
  const own = await apply(admin, { last_name: surname, referral_code: 'e2eboardpartner' });
  const other = await apply(admin, {
    last_name: surname,
    referral_code: E2E_REFERRAL_PARTNERS.active.referralCode,
  });
  const otherId = await leadId(admin, other);
  const ownId = await leadId(admin, own);
  await admin.request.post(`/api/leads/${ownId}/status`, {
    headers: await apiHeaders(admin),
    data: { version: 1, status: 'contacted', note: 'Internal: slow to answer' },
  });

  const page = await (await newContext(browser)).newPage();
  await signIn(page, 'boardPartner');
  await page.goto(`/my-leads?q=${surname}`);
  const table = page.getByRole('table', { name: 'Leads' });
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  expect(await table.textContent()).not.toContain(other);
  await table.getByRole('link', { name: own }).click();
  await page.getByRole('heading', { level: 1, name: `Lead ${own}` }).waitFor();
  await page.getByText('New → Contacted').waitFor();
  expect(await page.getByText('Internal: slow to answer').count()).toBe(0);
  expect(await page.getByRole('button', { name: /Move to|Save|Confirm/ }).count()).toBe(0);
  expect(await page.getByRole('textbox').count()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  for (const id of [otherId, '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/lead/${id}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Lead not found' }).count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    expect(await page.getByText(other).count()).toBe(0);
  }
});
