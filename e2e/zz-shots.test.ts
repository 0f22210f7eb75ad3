import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { marketToday } from '../src/shared/settlements/settlement-day';
import { uniqueName } from './support/apply-form';
import { baseUrl, launchBrowser, newContext, signIn } from './support/browser';
import { apiHeaders, apply, leadId } from './support/leads';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
const STEPS = ['contacted','qualified','term_sheet_sent','term_sheet_accepted','documents_requested','documents_received','application_submitted','submitted_to_lender','approved'];

async function settled(page: Page, amount: number) {
  const headers = await apiHeaders(page);
  const reference = await apply(page, { amount, last_name: uniqueName('Shot'), referral_code: 'e2epayoutpartner' });
  const id = await leadId(page, reference);
  for (const status of STEPS) await page.request.post('/api/leads/bulk/status', { headers, data: { ids: [id], status } });
  const detail = await (await page.request.get(`/api/leads/${id}`, { headers })).json();
  await page.request.post(`/api/leads/${id}/status`, { headers, data: { version: detail.lead.version, status: 'settled', settled_amount: amount, lender: 'anz', settled_on: marketToday('AU') } });
  const list = await (await page.request.get('/api/commissions?market=AU&status=pending&limit=100', { headers })).json();
  const c = list.data.find((row: { lead: { id: string } }) => row.lead.id === id);
  await page.request.post('/api/commissions/status', { headers, data: { ids: [c.id], status: 'approved' } });
}

it('shots', { timeout: 300_000 }, async () => {
  mkdirSync('.tmp/shots', { recursive: true });
  const setup = await (await newContext(browser)).newPage();
  await signIn(setup, 'payoutAdmin');
  const headers = await apiHeaders(setup);
  await setup.request.put('/api/settings', { headers, data: { firm_payout_accounts: { au_bsb: '032001', au_account: '456789', au_bank: 'WBC', au_apca_user_id: '301500', au_user_name: 'LendRef', nz_account: '' } } });
  await settled(setup, 80_000);
  await setup.request.post('/api/statements/close', { headers, data: { market: 'AU' } });
  await settled(setup, 1_000);
  await settled(setup, 250_000);
  await setup.request.post('/api/statements/close', { headers, data: { market: 'AU' } });
  const selectable = await (await setup.request.get('/api/payouts/selectable?market=AU', { headers })).json();
  const ok = selectable.data.filter((row: { refusal: string | null }) => !row.refusal).map((row: { id: string }) => row.id);
  expect(ok.length).toBeGreaterThan(0);
  await setup.request.post('/api/payouts', { headers, data: { market: 'AU', statement_ids: ok.slice(0, 1) } });
  for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const locale of scheme === 'light' ? ['en', 'zh-CN'] : ['en']) {
        const context = await newContext(browser, { viewport: { width, height }, colorScheme: scheme });
        const admin = await context.newPage();
        await signIn(admin, 'payoutAdmin');
        await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
        for (const screen of ['statements', 'payouts']) {
          await admin.goto(`/${screen}?market=AU`);
          await admin.getByRole('heading', { level: 1 }).waitFor();
          await admin.waitForLoadState('networkidle');
          await admin.screenshot({ path: `.tmp/shots/${screen}-${name}-${scheme}-${locale}.png`, fullPage: true });
        }
        const partnerContext = await newContext(browser, { viewport: { width, height }, colorScheme: scheme });
        const partner = await partnerContext.newPage();
        await signIn(partner, 'payoutPartner');
        await partnerContext.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
        await partner.goto('/');
        await partner.waitForLoadState('networkidle');
        await partner.screenshot({ path: `.tmp/shots/partner-dashboard-${name}-${scheme}-${locale}.png`, fullPage: true });
      }
    }
  }
});
