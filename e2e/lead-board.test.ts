import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicationPayload } from '../tests/support/factories';
import { launchBrowser, newContext, seriousAxeViolations, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name)?.value ?? '';
}

async function applyAndFind(page: Page): Promise<{ id: string; reference: string }> {
  const options = await (await page.request.get('/api/apply/options')).json();
  const applied = await page.request.post('/api/apply', {
    headers: { 'x-xsrf-token': await cookie(page.context(), 'XSRF-TOKEN') },
    data: { ...applicationPayload(), form_token: options.form_token },
  });
  const { reference } = await applied.json();
  const list = await page.request.get(`/api/leads?market=AU&q=${reference}`, {
    headers: { authorization: `Bearer ${await cookie(page.context(), 'token')}` },
  });
  return { id: (await list.json()).data[0].id, reference };
}

/** The board's column of a stage, found by its heading. */
const column = (page: Page, stage: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: stage }) });

async function confirmMove(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('an admin moves a lead along the board with its keyboard list and a pointer; the timeline shows each move', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const { id, reference } = await applyAndFind(page);

  await page.goto(`/leads?view=board&q=${reference}`);
  const card = (stage: string) => column(page, stage).getByRole('link', { name: reference });
  await card('New').waitFor();
  expect(await page.getByRole('button', { name: 'Board', pressed: true }).count()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

  // The plain keyboard way: the card's own list.
  await page.getByLabel(`Move ${reference} to another stage`).selectOption('contacted');
  await confirmMove(page);
  await card('Contacted').waitFor({ timeout: 10_000 });

  // A pointer drags it by its handle onto the next stage.
  const handle = page.getByRole('button', { name: `Drag ${reference} to another stage` });
  const from = (await handle.boundingBox())!;
  const to = (await column(page, 'Qualified').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
  await confirmMove(page);
  await card('Qualified').waitFor({ timeout: 10_000 });

  await page.goto(`/lead/${id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await timeline.getByText('Status changed: New → Contacted').waitFor();
  await timeline.getByText('Status changed: Contacted → Qualified').waitFor();
});
