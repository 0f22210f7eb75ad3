import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { apiHeaders, apply, leadId } from './support/leads';

/** A date on the Sydney clock `days` from today, as a date field takes it. */
function sydneyDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(at);
}

async function addTask(page: Page, title: string, date: string, time: string) {
  const panel = page.getByRole('region', { name: 'Tasks' });
  await panel.getByRole('button', { name: 'Add a task' }).click();
  await panel.getByLabel('Task', { exact: true }).fill(title);
  await panel.getByLabel('Due date').fill(date);
  await panel.getByLabel('Due time').fill(time);
  await panel.getByRole('button', { name: 'Save task' }).click();
  await panel.getByText(title, { exact: true }).waitFor();
}

const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

it('an admin adds tasks on a lead, is reminded in the bell, finds them in My tasks and marks one done', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const reference = await apply(page, { business_name: 'Bell Ringers Pty Ltd' });
  const id = await leadId(page, reference);

  await page.goto(`/lead/${id}`);
  await page.getByRole('heading', { level: 1, name: `Lead ${reference}` }).waitFor();
  const panel = page.getByRole('region', { name: 'Tasks' });
  await panel.getByText('No tasks on this lead yet.').waitFor();
  // A refused save names its field.
  await panel.getByRole('button', { name: 'Add a task' }).click();
  await panel.getByRole('button', { name: 'Save task' }).click();
  await panel.getByText('This field is required.').first().waitFor();
  await panel.getByRole('button', { name: 'Cancel' }).click();

  await addTask(page, `Chase the accountant ${reference}`, sydneyDay(-1), '09:00');
  await addTask(page, `Send the term sheet ${reference}`, sydneyDay(3), '14:30');
  await panel.getByText('Overdue').waitFor();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await timeline
    .getByText(`Task added: “Chase the accountant ${reference}”`, { exact: false })
    .waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The overdue task's reminder is written at the next round; the bell shows it once it asks.
  const headers = await apiHeaders(page);
  await expect
    .poll(async () => (await (await page.request.get('/api/notices', { headers })).json()).unread, {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  await page.reload();
  const bell = page.getByRole('button', { name: /^Notices, \d+ unread$/ });
  await bell.waitFor();
  await bell.click();
  const notice = page.getByRole('link', {
    name: new RegExp(`Task due: “Chase the accountant ${reference}”`),
  });
  await notice.waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await page.getByRole('button', { name: 'Notices', exact: true }).waitFor();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'My tasks' }).click();
  await page.getByRole('heading', { level: 1, name: 'My tasks' }).waitFor();
  const overdue = page.getByRole('region', { name: 'Overdue' });
  await overdue.getByText(`Chase the accountant ${reference}`).waitFor();
  await page
    .getByRole('region', { name: 'Upcoming' })
    .getByText(`Send the term sheet ${reference}`)
    .waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('When', { exact: true }).selectOption('upcoming');
  await page.getByRole('button', { name: 'Remove filter When: Upcoming' }).waitFor();
  await page.getByRole('region', { name: 'Overdue' }).waitFor({ state: 'detached' });
  expect(new URL(page.url()).searchParams.get('when')).toBe('upcoming');
  await page.getByLabel('When', { exact: true }).selectOption('');

  await overdue.getByRole('button', { name: `“Chase the accountant ${reference}” done` }).click();
  await overdue.waitFor({ state: 'detached' });

  await page.goto(`/lead/${id}`);
  await timeline.getByText(`Task done: “Chase the accountant ${reference}”`).waitFor();
  await context.close();
});

it('the lead list shows the next task and keeps only leads without one on request', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const reference = await apply(page, { business_name: 'Next Step Holdings' });
  await page.goto(`/lead/${await leadId(page, reference)}`);
  await addTask(page, `Book a call ${reference}`, sydneyDay(2), '10:00');

  await page.goto(`/leads?q=${reference}`);
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await row.getByText(`Book a call ${reference}`).waitFor();
  await page.goto(`/leads?q=${reference}&no_task=true`);
  await page.getByRole('button', { name: 'Remove filter No next task' }).waitFor();
  await page.getByRole('row', { name: new RegExp(reference) }).waitFor({ state: 'detached' });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

it('My tasks fits a phone without sideways scroll', async () => {
  const context = await newContext(browser, { viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/tasks');
  await page.getByRole('heading', { level: 1, name: 'My tasks' }).waitFor();
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
