import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { applicationPayload } from '../tests/support/factories';
import { parseCsv } from '../tests/support/csv';
import { uniqueName } from './support/apply-form';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';

const COMPANY = 'Cora Commission Advisory Pty Ltd';
// Seeded partners' referral codes are `e2e` and their e-mail's local part (support/seed.ts).
const REFERRAL_CODE = 'e2ecommissionpartner';

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name)?.value ?? '';
}

async function apiHeaders(page: Page) {
  return {
    authorization: `Bearer ${await cookie(page.context(), 'token')}`,
    'x-xsrf-token': await cookie(page.context(), 'XSRF-TOKEN'),
  };
}

/** A referred application of 80 000, moved by the API up to `approved`; answers id and reference. */
async function referredLeadReadyToSettle(page: Page) {
  const options = await (await page.request.get('/api/apply/options')).json();
  const applied = await page.request.post('/api/apply', {
    headers: { 'x-xsrf-token': await cookie(page.context(), 'XSRF-TOKEN') },
    data: {
      ...applicationPayload({ amount: 80_000, last_name: uniqueName('Comm') }),
      referral_code: REFERRAL_CODE,
      form_token: options.form_token,
    },
  });
  const { reference } = await applied.json();
  const headers = await apiHeaders(page);
  const list = await page.request.get(`/api/leads?market=AU&q=${reference}`, { headers });
  const id: string = (await list.json()).data[0].id;
  const steps = [
    'contacted',
    'qualified',
    'term_sheet_sent',
    'term_sheet_accepted',
    'documents_requested',
    'documents_received',
    'application_submitted',
    'submitted_to_lender',
    'approved',
  ];
  for (const status of steps) {
    const moved = await page.request.post('/api/leads/bulk/status', {
      headers,
      data: { ids: [id], status },
    });
    expect((await moved.json()).changed).toHaveLength(1);
  }
  return { id, reference: reference as string };
}

it('an admin sets a rate, settles a lead, approves and pays its commission; the partner sees it', async () => {
  const context = await newContext(browser, {
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, 'admin');

  // The partner's terms, on the partner panel: 2 % of the settled amount.
  await page.goto('/partners');
  await page.getByRole('button', { name: `Open ${COMPANY}` }).click();
  const panel = page.getByRole('dialog', { name: COMPANY });
  await panel.getByRole('button', { name: 'Change terms' }).click();
  await panel.getByLabel('Commission', { exact: true }).selectOption('rate');
  await panel.getByLabel('Rate (%)').fill('2');
  await panel.getByRole('button', { name: 'Save commission terms' }).click();
  await panel.getByText('2 % of the settled amount').waitFor();
  await page.keyboard.press('Escape');

  // Settled on the lead screen at the amount requested: the timeline records the commission.
  const lead = await referredLeadReadyToSettle(page);
  await page.goto(`/lead/${lead.id}`);
  await page.getByRole('button', { name: 'Settled', exact: true }).click();
  const settle = page.getByRole('dialog');
  await settle.getByLabel('Settled amount (AUD)').fill('80000');
  await settle.getByLabel('Lender').selectOption({ label: 'Westpac' });
  await settle.getByRole('button', { name: 'Record settlement' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await timeline.getByText('Commission of A$1,600 recorded for the partner').waitFor();

  // /commissions: pending, then approved, then paid, selected by its lead.
  await page.goto('/commissions?market=AU&status=pending');
  await page.getByRole('heading', { level: 1, name: 'Commissions' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const row = page.getByRole('row').filter({ hasText: lead.reference });
  await row.getByText('A$1,600').waitFor();
  await page.getByLabel(`Select the commission for ${lead.reference}`).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect
    .poll(() => page.getByText('1 commission approved.').count(), { timeout: 10_000 })
    .toBe(1);

  await page.goto('/commissions?market=AU&status=approved');
  await row.getByText('Approved', { exact: true }).waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download commissions to pay (CSV)' }).click();
  const file = await (await download).path();
  const csv = parseCsv((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''));
  expect(csv.find((line) => line.includes(lead.reference))?.slice(0, 5)).toEqual([
    COMPANY,
    lead.reference,
    'AU',
    '1600',
    'AUD',
  ]);

  await page.getByLabel(`Select the commission for ${lead.reference}`).check();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect
    .poll(() => page.getByText('1 commission marked paid.').count(), { timeout: 10_000 })
    .toBe(1);
  await page.goto('/commissions?market=AU&status=paid');
  await row.getByText('Paid', { exact: true }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The partner's dashboard: the total paid in AUD and the row with its dates.
  const partner = await (await newContext(browser)).newPage();
  await signIn(partner, 'commissionPartner');
  await partner.goto('/');
  const card = partner.getByRole('region', { name: 'Your commissions' });
  await expect
    .poll(() => card.getByText(`${lead.reference} · A$1,600`).count(), { timeout: 10_000 })
    .toBe(1);
  await card.getByText('Paid', { exact: true }).first().waitFor();
  expect(await seriousAxeViolations(partner)).toEqual([]);
});

it('shows an empty state on a market without commissions', async () => {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/commissions?market=NZ');
  await page.getByRole('status').getByText('No commissions here yet', { exact: true }).waitFor();
  await page.getByText('One is recorded when a lead from a partner', { exact: false }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
