import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { marketToday } from '../src/shared/settlements/settlement-day';
import { uniqueName } from './support/apply-form';
import {
  e2eUser,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  signIn,
} from './support/browser';
import { apiHeaders, apply, leadId } from './support/leads';
import { mailsTo } from './support/mail';

// Issue 35 items 3 and 4 (decision 0071): a partner's commission through a statement, a payout
// batch and its bank file, to the e-mails, and a clawback after payment on the next statement.
// The partner's payment details and self-billing agreement are seeded (support/payouts.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const COMPANY = 'Penny Payout Advisory Pty Ltd';
const STEPS = [
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

/** A referred lead of 80 000 settled through the API, its 2 % commission approved. */
async function settledLeadWithApprovedCommission(page: Page) {
  const headers = await apiHeaders(page);
  const reference = await apply(page, {
    amount: 80_000,
    last_name: uniqueName('Payout'),
    referral_code: 'e2epayoutpartner',
  });
  const id = await leadId(page, reference);
  for (const status of STEPS) {
    const moved = await page.request.post('/api/leads/bulk/status', {
      headers,
      data: { ids: [id], status },
    });
    expect((await moved.json()).changed).toHaveLength(1);
  }
  const detail = await (await page.request.get(`/api/leads/${id}`, { headers })).json();
  const settled = await page.request.post(`/api/leads/${id}/status`, {
    headers,
    data: {
      version: detail.lead.version,
      status: 'settled',
      settled_amount: 80_000,
      lender: 'anz',
      settled_on: marketToday('AU'),
    },
  });
  expect(settled.status()).toBe(200);
  const list = await (
    await page.request.get('/api/commissions?market=AU&status=pending&limit=100', { headers })
  ).json();
  const commission = list.data.find((row: { lead: { id: string } }) => row.lead.id === id);
  const approved = await page.request.post('/api/commissions/status', {
    headers,
    data: { ids: [commission.id], status: 'approved' },
  });
  expect(approved.status()).toBe(200);
  return { id, reference };
}

async function pdfTextOf(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await (await download).path();
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** The admin's closing, from the Statements screen; answers the partner's newest statement row. */
async function closePeriod(page: Page) {
  await page.goto('/statements?market=AU');
  await page.getByRole('heading', { level: 1, name: 'Statements' }).waitFor();
  await page.getByRole('button', { name: 'Close the period now' }).click();
  await page.getByText(/^Period \d{4}-\d{2} closed: \d+ statements? issued\.$/).waitFor();
  const row = page.getByRole('row').filter({ hasText: COMPANY }).first();
  await row.waitFor();
  return row;
}

it(
  'a partner is paid through a statement and a batch, and a later clawback is on the next statement',
  { timeout: 120_000 },
  async () => {
    const context = await newContext(browser, {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, 'payoutAdmin');
    const headers = await apiHeaders(page);
    // The firm's account for ABA files (decision 0071: required before a file is written).
    const saved = await page.request.put('/api/settings', {
      headers,
      data: {
        firm_address: '1 Market Street, Sydney NSW 2000',
        firm_payout_accounts: {
          au_bsb: '032001',
          au_account: '456789',
          au_bank: 'WBC',
          au_apca_user_id: '301500',
          au_user_name: 'LendRef',
          nz_account: '',
        },
      },
    });
    expect(saved.status()).toBe(200);
    const lead = await settledLeadWithApprovedCommission(page);

    // The period closed from the Statements screen: a tax invoice of 1 600 + 10 % GST.
    const row = await closePeriod(page);
    await row.getByText('A$1,760.00').waitFor();
    await row.getByText('Tax invoice').waitFor();
    const number = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
    expect(number).toMatch(/^AU-\d{6}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const adminPdf = await pdfTextOf(page, () =>
      row.getByRole('button', { name: `Download statement ${number} as PDF` }).click(),
    );
    expect(adminPdf).toContain('Recipient-created tax invoice');
    expect(adminPdf).toContain(`Tax invoice number: ${number}`);
    expect(adminPdf).toContain('Penny Payout Advisory Pty Ltd');
    expect(adminPdf).toContain(`${lead.reference} · Commission · A$1,600.00 · GST A$160.00`);
    expect(adminPdf).toContain('GST at 10 %: A$160.00');
    expect(adminPdf).toContain('Total: A$1,760.00');

    // The partner downloads it from their dashboard.
    const partnerContext = await newContext(browser, { acceptDownloads: true });
    const partner = await partnerContext.newPage();
    await signIn(partner, 'payoutPartner');
    await partner.goto('/');
    const card = partner.getByRole('region', { name: 'Your statements' });
    await card.getByText(number).waitFor();
    expect(await seriousAxeViolations(partner)).toEqual([]);
    const partnerPdf = await pdfTextOf(partner, () =>
      card.getByRole('button', { name: `Download statement ${number} as PDF` }).click(),
    );
    expect(partnerPdf).toContain('Total: A$1,760.00');

    // A batch of it, its ABA file, then paid.
    await page.goto('/payouts?market=AU');
    await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
    await page.getByRole('checkbox', { name: new RegExp(number) }).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create batch' }).click();
    await page.getByText(/^Batch created with \d+ statements?\.$/).waitFor();
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /^Download the bank file/ })
      .first()
      .click();
    const aba = await readFile(await (await download).path(), 'utf8');
    const detail = aba
      .split('\r\n')
      .find((record) => record.startsWith('1') && record.includes(number));
    expect(detail?.slice(1, 8)).toBe('062-000');
    expect(detail?.slice(8, 17)).toBe(' 11223344');
    expect(detail?.slice(20, 30)).toBe('0000176000');
    expect(detail?.slice(30, 62).trim()).toBe('PENNY PAYOUT ADVISORY');
    await page.getByLabel('Bank reference').first().fill('WBC-DE-0042');
    await page.getByRole('button', { name: 'Mark paid' }).first().click();
    await page.getByText('Batch marked paid. The partners are being told.').waitFor();
    const commissions = await (
      await page.request.get(`/api/commissions?market=AU&status=paid&limit=100`, { headers })
    ).json();
    expect(
      commissions.data.some((item: { lead: { id: string } }) => item.lead.id === lead.id),
    ).toBe(true);

    const email = e2eUser('payoutPartner').email;
    await expect
      .poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([`Your statement ${number}`, 'Payment of A$1,760.00 sent']));

    // The loan is unwound after payment: the clawback is a negative line on the next statement.
    const current = await (await page.request.get(`/api/leads/${lead.id}`, { headers })).json();
    const reversed = await page.request.post(`/api/leads/${lead.id}/settlement/reversal`, {
      headers,
      data: { version: current.lead.version, reason: 'Loan unwound by the lender' },
    });
    expect(reversed.status()).toBe(200);
    const next = await closePeriod(page);
    await next.getByText('-A$1,760.00').waitFor();
    const nextNumber = (await next.getByRole('cell').first().textContent())?.trim() ?? '';
    const clawbackPdf = await pdfTextOf(page, () =>
      next.getByRole('button', { name: `Download statement ${nextNumber} as PDF` }).click(),
    );
    expect(clawbackPdf).toContain(`${lead.reference} · Clawback · -A$1,600.00 · GST -A$160.00`);
    expect(clawbackPdf).toContain('Total: -A$1,760.00');
    expect(clawbackPdf).toContain('carried forward to your next statement');
  },
);
