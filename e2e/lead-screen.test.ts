import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { applicationPayload } from '../tests/support/factories';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { cookie } from './support/leads';
import { browser } from './support/browser-fixture';

/** A guest's application through the API, then the admin's id of it from the lead list. */
async function applyAndFind(page: Page): Promise<{ id: string; reference: string }> {
  const context = page.context();
  const options = await (await page.request.get('/api/apply/options')).json();
  const headers = { 'x-xsrf-token': await cookie(context, 'XSRF-TOKEN') };
  const applied = await page.request.post('/api/apply', {
    headers,
    data: { ...applicationPayload(), form_token: options.form_token },
  });
  const { reference } = await applied.json();
  const token = await cookie(context, 'token');
  const list = await page.request.get(`/api/leads?market=AU&q=${reference}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [lead] = (await list.json()).data;
  return { id: lead.id, reference };
}

const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

it('an admin moves a lead with a note and sees both in the timeline; a stale save keeps the typing', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const { id, reference } = await applyAndFind(page);

  await page.goto(`/lead/${id}`);
  await page.getByRole('heading', { level: 1, name: `Lead ${reference}` }).waitFor();
  await page.getByRole('button', { name: 'Contacted', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note (optional)').fill('Called: wants to proceed next week');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await timeline.getByText('Status changed: New → Contacted').waitFor();
  await timeline.getByText('Called: wants to proceed next week').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Someone else saves first (version 2 after the move), then this admin saves.
  const token = await cookie(context, 'token');
  const headers = {
    authorization: `Bearer ${token}`,
    'x-xsrf-token': await cookie(context, 'XSRF-TOKEN'),
  };
  await page.request.patch(`/api/leads/${id}`, { headers, data: { version: 2, amount: 123_000 } });
  const business = page.getByLabel('Business name');
  await business.fill('Typed Before Reload Pty Ltd');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Someone else changed this lead', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Reload and keep my changes' }).click();
  await page.getByText('Someone else changed this lead').waitFor({ state: 'detached' });
  expect(await business.inputValue()).toBe('Typed Before Reload Pty Ltd');
  expect(await page.getByLabel('Amount needed (AUD)').inputValue()).toContain('123,000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect
    .poll(() => timeline.textContent(), { timeout: 10_000 })
    .toContain('→ Typed Before Reload Pty Ltd');
  await context.close();
});

it('the lead screen fits a phone without sideways scroll and passes axe', async () => {
  const context = await newContext(browser, { viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  const { id, reference } = await applyAndFind(page);
  await page.goto(`/lead/${id}`);
  await page.getByRole('heading', { level: 1, name: `Lead ${reference}` }).waitFor();
  await page.getByRole('region', { name: 'Timeline' }).getByText('Lead received').waitFor();
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
