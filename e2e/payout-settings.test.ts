import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousAxeViolations, signIn } from './support/browser';
import { apiHeaders } from './support/leads';

/**
 * The payout settings screen (issue 35 follow-up): the firm's accounts the bank files pay from,
 * set on screen rather than only through the API. The e2e server is shared by every browser
 * test: the settings this file changes are put back at the end.
 */
let browser: Browser;
let original: Record<string, unknown>;
const CHANGED = ['firm_payout_accounts', 'firm_address'] as const;

async function adminPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await (await newContext(browser, { viewport })).newPage();
  await signIn(page, 'payoutAdmin');
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const page = await adminPage();
  const answer = await page.request.get('/api/settings', { headers: await apiHeaders(page) });
  const { settings } = await answer.json();
  original = Object.fromEntries(CHANGED.map((key) => [key, settings[key]]));
  // From a firm with no account set, so that saving the screen's values is a change.
  const cleared = await page.request.put('/api/settings', {
    headers: await apiHeaders(page),
    data: {
      firm_address: '',
      firm_payout_accounts: {
        au_bsb: '',
        au_account: '',
        au_bank: '',
        au_apca_user_id: '',
        au_user_name: '',
        nz_account: '',
      },
    },
  });
  expect(cleared.status()).toBe(200);
  await page.context().close();
});

afterAll(async () => {
  if (original) {
    const page = await adminPage();
    const restored = await page.request.put('/api/settings', {
      headers: await apiHeaders(page),
      data: original,
    });
    expect(restored.status()).toBe(200);
  }
  await browser?.close();
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

it('an admin sets the firm AU account on screen: a bad BSB is refused on its field, the saved values are there after a reload', async () => {
  const page = await adminPage();
  // Reached from the payouts screen, where a bank file is refused until the account is set.
  await page.goto('/payouts?market=AU');
  await page.getByRole('link', { name: "Set the firm's accounts for bank files" }).click();
  await page.waitForURL((url) => url.pathname === '/settings/payouts');
  await page.getByRole('heading', { level: 2, name: 'Payout settings' }).waitFor();
  await expect.poll(() => page.title()).toBe('Payout settings · LendRef');
  expect(
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Payouts' })
      .getAttribute('aria-current'),
  ).toBe('page');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await field(page, 'BSB').fill('03-2001');
  await field(page, 'Account number').fill('456789');
  await field(page, 'Bank code').fill('wbc');
  await field(page, 'APCA user ID').fill('301500');
  await field(page, 'Direct entry user name').fill('LendRef Pty Ltd');
  await field(page, 'Firm address').fill('1 Market Street, Sydney NSW 2000');
  await page.getByRole('button', { name: 'Save settings' }).click();

  // The BSB is refused on its own field, read out with it; nothing else is in error.
  const bsb = field(page, 'BSB');
  await expect.poll(() => bsb.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await bsb.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain('This value is not in the expected format.');
  expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const before = await page.request.get('/api/settings', { headers: await apiHeaders(page) });
  expect((await before.json()).settings.firm_payout_accounts.au_bsb).toBe('');

  await bsb.fill('032001');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Settings saved.').waitFor();
  expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);

  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Payout settings' }).waitFor();
  await expect.poll(() => field(page, 'BSB').inputValue()).toBe('032001');
  expect(await field(page, 'Account number').inputValue()).toBe('456789');
  // The bank code is taken in capitals, as the ABA header carries it.
  expect(await field(page, 'Bank code').inputValue()).toBe('WBC');
  expect(await field(page, 'APCA user ID').inputValue()).toBe('301500');
  expect(await field(page, 'Direct entry user name').inputValue()).toBe('LendRef Pty Ltd');
  expect(await field(page, 'Firm address').inputValue()).toBe('1 Market Street, Sydney NSW 2000');
  expect(await field(page, 'NZ account number').inputValue()).toBe('');
  await page.context().close();
});

it("puts the server's 422 on the field the screen's checks let through", async () => {
  const page = await adminPage();
  await page.goto('/settings/payouts');
  await page.getByRole('heading', { level: 2, name: 'Payout settings' }).waitFor();
  // The server's refusal of an NZ account number of the wrong length, as another admin's
  // older screen could send it: the answer's field error lands on the field on this screen.
  await page.route('**/api/settings', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const body = route.request().postDataJSON();
    body.firm_payout_accounts.nz_account = '12-3456';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await field(page, 'NZ account number').fill('123456000000100');
  await page.getByRole('button', { name: 'Save settings' }).click();
  const nz = field(page, 'NZ account number');
  await expect.poll(() => nz.getAttribute('aria-invalid')).toBe('true');
  expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
  const saved = await page.request.get('/api/settings', { headers: await apiHeaders(page) });
  expect((await saved.json()).settings.firm_payout_accounts.nz_account).toBe('');
  await page.context().close();
});

it('keeps the screen to admins: a partner is sent away from it', async () => {
  const page = await (await newContext(browser)).newPage();
  await signIn(page, 'partner');
  await page.goto('/settings/payouts');
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.getByRole('heading', { name: 'Payout settings' }).count()).toBe(0);
  await page.context().close();
});
