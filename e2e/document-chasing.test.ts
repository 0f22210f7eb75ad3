import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { CHASED_LEAD } from './support/document-chasing';
import { linkInMail } from './support/mail';

/**
 * Document chasing (issue 34 item 3). The server's round at start reminded the lead seeded
 * with an upload link sent 8 days ago (support/document-chasing.ts): the admin reads it in the
 * timeline, pauses and resumes the chase; the reminder settings save per market.
 */
const REMINDER =
  'Reminder 1 of 3 sent: Bank statements (last 6 months) and Photo ID of each director';

async function adminPage(key: string): Promise<Page> {
  const page = await (
    await newContext(browser, { viewport: { width: 1280, height: 900 } })
  ).newPage();
  await signIn(page, key);
  return page;
}

it('the lead’s timeline shows the reminder the round sent, and the admin pauses and resumes the chase', async () => {
  // The applicant received it, with a link to the upload page.
  await expect
    .poll(() => linkInMail(CHASED_LEAD.email, '/upload/'), { timeout: 20_000 })
    .toBeDefined();
  const page = await adminPage('admin');
  await page.goto(`/lead/${CHASED_LEAD.id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await timeline.getByText(REMINDER).waitFor();

  const chase = page.getByTestId('document-chase');
  await chase.getByText('Reminders sent: 1 of 3', { exact: false }).waitFor();
  await chase.getByText('Next reminder on', { exact: false }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await chase.getByRole('button', { name: 'Pause reminders' }).click();
  await chase.getByText('Paused by Alex Admin on', { exact: false }).waitFor();
  await timeline.getByText('Document reminders paused').waitFor();
  await chase.getByRole('button', { name: 'Resume reminders' }).click();
  await chase.getByText('Next reminder on', { exact: false }).waitFor();
  await timeline.getByText('Document reminders resumed').waitFor();
  await page.context().close();
});

it('the general settings save the reminders of each market, and refuse a spacing out of range', async () => {
  const page = await adminPage('settingsAdmin');
  await page.goto('/settings/general');
  const days = page.getByLabel('Days between reminders (New Zealand)');
  const most = page.getByLabel('Most reminders per link (New Zealand)');
  expect(await days.inputValue()).toBe('7');
  await days.fill('31');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The value must be at most 30.').waitFor();
  expect(await days.getAttribute('aria-invalid')).toBe('true');

  await days.fill('5');
  await most.fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Settings saved.').waitFor();
  await page.reload();
  expect(await page.getByLabel('Days between reminders (New Zealand)').inputValue()).toBe('5');
  expect(await page.getByLabel('Most reminders per link (New Zealand)').inputValue()).toBe('2');
  expect(
    await seriousAxeViolations(page, ['[data-testid="theme-preview"] [aria-hidden="true"]']),
  ).toEqual([]);

  // Put back what the seed chose: other files read the same server.
  await page.getByLabel('Days between reminders (New Zealand)').fill('7');
  await page.getByLabel('Most reminders per link (New Zealand)').fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Settings saved.').waitFor();
  await page.context().close();
});
