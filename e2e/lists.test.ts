import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applicationPayload } from '../tests/support/factories';
import { launchBrowser, newContext, seriousAxeViolations, signIn } from './support/browser';
import { apiHeaders } from './support/leads';

/**
 * The list toolkit (decision 0065) as a person meets it: the page in the address, Back, a search
 * without a button, chips, the column chooser; the board's columns; the dashboard chart's axis.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LEADS = 27;
/** Room for a loaded machine: a poll's default second is short for a list request. */
const SETTLE = { timeout: 10_000 };

/** `count` leads entered by the admin, named by `tag`: their references, oldest first. */
async function enterLeads(page: Page, tag: string, count: number): Promise<string[]> {
  const headers = await apiHeaders(page);
  const references: string[] = [];
  for (let index = 0; index < count; index++) {
    const lead = applicationPayload({ business_name: `${tag} ${index}` });
    const response = await page.request.post('/api/leads', { headers, data: lead });
    expect(response.status(), await response.text()).toBe(200);
    references.push((await response.json()).reference);
  }
  return references;
}

const rowCount = (page: Page) =>
  page.getByRole('table', { name: 'Leads' }).getByRole('row').count();
const pagerText = (page: Page) =>
  page.getByRole('navigation', { name: 'Pages' }).locator('p').textContent();

it('pages a lead list in the address: a copied page-2 link opens page 2, Back returns, the search needs no button, chips remove a filter and hidden columns stay hidden', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const tag = `Pagetag${Date.now().toString(36)}`;
  await enterLeads(page, tag, LEADS);

  await page.goto('/leads');
  await page.getByRole('table', { name: 'Leads' }).waitFor();
  // Typed, not sent: the list follows once typing pauses, and the address says so.
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(tag.toLowerCase());
  // No button sends the list's search (the top bar's global search is another matter).
  expect(
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).count(),
  ).toBe(0);
  await page.waitForURL((url) => url.searchParams.get('q') === tag.toLowerCase());
  await expect.poll(() => pagerText(page), SETTLE).toBe(`1–25 of ${LEADS}`);
  expect(await rowCount(page)).toBe(26);

  await page.getByRole('button', { name: 'Next page' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await expect.poll(() => pagerText(page), SETTLE).toBe(`26–27 of ${LEADS}`);
  expect(await rowCount(page)).toBe(3);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The address is the page: opened elsewhere it shows the same two leads.
  const copied = page.url();
  const other = await context.newPage();
  await other.goto(copied);
  await expect.poll(() => pagerText(other), SETTLE).toBe(`26–27 of ${LEADS}`);
  expect(await rowCount(other)).toBe(3);
  await other.close();

  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('page'));
  await expect.poll(() => pagerText(page), SETTLE).toBe(`1–25 of ${LEADS}`);

  // A filter applies as it is chosen and shows as a chip; the chip takes it off again.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Source').selectOption({ label: 'Partner link' });
  await page.waitForURL((url) => url.searchParams.get('source') === 'partner-link');
  await page.getByText('No lead matches these filters').waitFor();
  await page.getByRole('button', { name: 'Remove filter Source: Partner link' }).click();
  await page.waitForURL((url) => !url.searchParams.has('source'));
  await expect.poll(() => pagerText(page), SETTLE).toBe(`1–25 of ${LEADS}`);

  // A hidden column stays hidden after a reload (this browser remembers it).
  const business = page.getByRole('columnheader', { name: 'Business' });
  expect(await business.count()).toBe(1);
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Business' }).uncheck();
  await expect.poll(() => business.count(), SETTLE).toBe(0);
  await page.reload();
  await page.getByRole('table', { name: 'Leads' }).waitFor();
  expect(await business.count()).toBe(0);
  expect(await page.getByRole('columnheader', { name: 'Amount' }).count()).toBe(1);
  await context.close();
});

it('shows a board column newest first, scrolling on its own', async () => {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  const tag = `Boardtag${Date.now().toString(36)}`;
  const references = await enterLeads(page, tag, 21);

  await page.goto(`/leads?view=board&q=${tag.toLowerCase()}`);
  const column = page.getByRole('region', { name: /^New/ });
  const cards = column.locator('[data-board-cards]');
  await cards.getByRole('link').first().waitFor();
  // The last lead entered is the newest in the stage: first.
  expect(await cards.getByRole('link').first().textContent()).toContain(references.at(-1));
  const scroll = await cards.evaluate((element) => {
    const before = window.scrollY;
    element.scrollTop = 400;
    return {
      overflows: element.scrollHeight > element.clientHeight,
      scrolled: element.scrollTop > 0,
      pageStill: window.scrollY === before,
    };
  });
  expect(scroll).toEqual({ overflows: true, scrolled: true, pageStill: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

it('draws the dashboard chart with whole, unclipped y labels and the current week marked', async () => {
  for (const width of [1280, 390]) {
    const context = await newContext(browser, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto('/');
    const chart = page.locator('[data-weekly-chart][data-y-size]');
    await chart.waitFor();
    const axis = await chart.evaluate((element) => {
      const labels = JSON.parse(element.dataset.yLabels ?? '[]') as string[];
      // Measured here, apart from the chart's own measure: the plot must start right of them.
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = '12px system-ui, -apple-system, "Segoe UI", sans-serif';
      const widest = Math.max(...labels.map((label) => context2d.measureText(label).width));
      const plot = element.querySelector<HTMLElement>('.u-over')!;
      return { labels, widest, plotLeft: plot.offsetLeft };
    });
    expect(axis.labels.length).toBeGreaterThan(1);
    for (const label of axis.labels) expect(label).toMatch(/^\d[\d,]*$/);
    expect(axis.plotLeft).toBeGreaterThan(axis.widest);
    const weeks = page.getByRole('table', { name: 'Leads per week' }).getByRole('rowheader');
    expect(await weeks.last().textContent()).toContain('(This week so far)');
    expect(await weeks.first().textContent()).not.toContain('This week so far');
    // One legend entry per market: the dashed current week is the same market.
    expect(await page.locator('.u-legend .u-series:visible').count()).toBe(2);
    await context.close();
  }
});

it('the partners, commissions, outgoing mail, audit and admins lists pass axe with no serious or critical violation', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  for (const [path, heading] of [
    ['/partners', 'Partners'],
    ['/commissions', 'Commissions'],
    ['/settings/outbox', 'Outgoing mail'],
    ['/settings/audit', 'Audit log'],
    ['/settings/admins', 'Admins'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
  await context.close();
});

it('lists the admins with the toolkit: a search in the address, a status filter as a chip, the count and Clear filters', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const tag = `Admintag${Date.now().toString(36)}`;
  const headers = await apiHeaders(page);
  for (const name of ['Ann', 'Ben', 'Cat']) {
    const data = { name: `${name} ${tag}`, email: `${name.toLowerCase()}-${tag}@e2e.test` };
    const response = await page.request.post('/api/admins', { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  }
  const table = page.getByRole('table', { name: 'Admins' });

  await page.goto('/settings/admins');
  await table.waitFor();
  await page.getByRole('searchbox', { name: 'Search admins' }).pressSequentially(tag);
  await page.waitForURL((url) => url.searchParams.get('search') === tag);
  await expect.poll(() => pagerText(page), SETTLE).toBe('1–3 of 3');
  expect(await table.getByRole('row').count()).toBe(4);

  // Invited, all three: the filter keeps them and says so as a chip; Active keeps none.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Invited' });
  await page.waitForURL((url) => url.searchParams.get('status') === 'invited');
  await expect.poll(() => pagerText(page), SETTLE).toBe('1–3 of 3');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
  await page.getByText('No admins match these filters.').waitFor();
  expect(await page.getByRole('button', { name: 'Remove filter Status: Active' }).count()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The address is the list: opened again it shows the same filters.
  await page.reload();
  await page.getByText('No admins match these filters.').waitFor();
  await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
  await page.waitForURL(
    (url) => !url.searchParams.has('search') && !url.searchParams.has('status'),
  );
  await expect
    .poll(() => table.getByRole('cell', { name: new RegExp(tag) }).count(), SETTLE)
    .toBe(3);
  await context.close();
});
