import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  EN_AU,
  fillBusinessAndRequest,
  fillContact,
  fillFullOnly,
  referenceOf,
  uniqueEmail,
  type ApplyLabels,
} from './support/apply-form';
import { baseUrl, newContext, seriousAxeViolations } from './support/browser';
import { browser } from './support/browser-fixture';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const isFocused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((element) => element === document.activeElement);

const EN_FULL = {
  structure: 'Business structure',
  industry: 'Industry',
  timeTrading: 'Time in business',
  revenue: 'Annual revenue (AUD)',
};

const FR_NZ: ApplyLabels = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  mobile: 'Numéro de mobile',
  businessName: 'Nom de l’entreprise',
  businessNumber: 'NZBN (numéro d’entreprise néo-zélandais)',
  region: 'Région',
  amount: 'Montant souhaité (NZD)',
  purpose: 'À quoi servira le financement ?',
  term: 'Durée en mois',
  submit: 'Envoyer ma demande',
};

it('a guest applies in Australia in English and lands on /thank-you with the reference', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/apply?utm_source=e2e&utm_campaign=spring');
  await expect.poll(() => h1(page)).toBe('Apply for finance');
  await page.getByLabel(EN_AU.firstName).waitFor();
  // Chosen by the browser's form once the page is live (the server draws it unchosen).
  await expect.poll(() => page.getByRole('radio', { name: 'Australia' }).isChecked()).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The spam trap is off-screen, hidden from assistive technology and out of the tab order.
  const trap = page.locator('input[name="website"]');
  expect(await trap.getAttribute('tabindex')).toBe('-1');
  expect(await trap.getAttribute('autocomplete')).toBe('off');
  expect(await page.getByRole('textbox', { name: /website|leave this field/i }).count()).toBe(0);

  await fillContact(page, EN_AU, '0412 345 678', uniqueEmail('au'));
  await fillBusinessAndRequest(page, EN_AU, '51 824 753 556', 'NSW');
  await fillFullOnly(page, EN_FULL);
  expect(await page.getByLabel(EN_AU.amount).inputValue()).toBe('$250,000');
  expect(await page.getByLabel(EN_FULL.revenue).inputValue()).toBe('$1,200,000');
  await page.getByRole('checkbox').check();

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/apply'));
  await page.getByRole('button', { name: EN_AU.submit }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    variant: 'apply',
    market: 'AU',
    amount: 250000,
    term_months: 24,
    consent: true,
    utm_source: 'e2e',
    utm_campaign: 'spring',
    website: '',
  });
  expect(body.form_token).toEqual(expect.any(String));

  await page.waitForURL((url) => url.pathname === '/thank-you');
  await expect.poll(() => h1(page)).toBe('Thank you for your application');
  const reference = await referenceOf(page);
  expect(reference).toMatch(/^AU-\d{4}-\d{6}$/);
  expect(new URL(page.url()).searchParams.get('reference')).toBe(reference);
  expect(await page.getByRole('heading', { name: 'What happens next' }).count()).toBe(1);

  // A reload keeps the reference; the sent application left no draft behind.
  await page.reload();
  await expect.poll(() => referenceOf(page)).toBe(reference);
  expect(await page.evaluate(() => sessionStorage.getItem('apply.draft.apply'))).toBeNull();
  await context.close();
});

it('in French on a phone: switching to NZ changes the labels, errors read in French, and the application is received', async () => {
  const context = await newContext(browser, { viewport: { width: 375, height: 812 } });
  await context.addCookies([{ name: 'locale', value: 'fr', url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto('/apply-now');
  await expect.poll(() => h1(page)).toBe('Faire une demande');
  await page.getByRole('radio', { name: 'Australie' }).waitFor();

  // An invalid ABN is refused in French before anything is sent, and takes the focus.
  const FR_AU = {
    ...FR_NZ,
    businessNumber: 'ABN (numéro d’entreprise australien)',
    region: 'État ou territoire',
    amount: 'Montant souhaité (AUD)',
  };
  await fillContact(page, FR_AU, '0412 345 678', uniqueEmail('fr'));
  await fillBusinessAndRequest(page, FR_AU, '12 345 678 901', 'VIC');
  await page.getByRole('checkbox').check();
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/apply')) posted += 1;
  });
  await page.getByRole('button', { name: FR_NZ.submit }).click();
  const abnError = page.getByText('Cet ABN n’est pas valide : vérifiez les 11 chiffres.');
  await expect.poll(() => abnError.count()).toBe(1);
  await expect.poll(() => isFocused(page, FR_AU.businessNumber), { timeout: 5_000 }).toBe(true);
  expect(posted).toBe(0);

  // NZ: NZBN, regions, NZD and the NZ mobile plan; the AU answers no longer fit.
  await page.getByRole('radio', { name: 'Nouvelle-Zélande' }).check();
  expect(await page.getByLabel(FR_NZ.businessNumber).count()).toBe(1);
  expect(await page.getByLabel(FR_NZ.amount).count()).toBe(1);
  expect(await page.getByText('Mobile néo-zélandais, par ex. 021 123 4567').count()).toBe(1);
  const regions = await page.getByLabel(FR_NZ.region).locator('option').allTextContents();
  expect(regions).toContain('Auckland');
  expect(regions).not.toContain('New South Wales');

  await page.getByLabel(FR_NZ.mobile).fill('021 234 5678');
  await page.getByLabel(FR_NZ.businessNumber).fill('9429046393920');
  await page.getByLabel(FR_NZ.region).selectOption('NZ-AUK');
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: FR_NZ.submit }).click();

  await page.waitForURL((url) => url.pathname === '/success');
  await expect.poll(() => h1(page)).toBe('Votre demande a été envoyée');
  expect(await referenceOf(page)).toMatch(/^NZ-\d{4}-\d{6}$/);
  expect(await page.getByText('Votre référence', { exact: true }).count()).toBe(1);
  await context.close();
});

it('the quick form asks no business number, region or purpose, refuses an amount under the market minimum on its field, and sends', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/apply-quick');
  await page.getByLabel(EN_AU.firstName).waitFor();
  expect(await page.getByLabel(EN_AU.businessNumber).count()).toBe(0);
  expect(await page.getByLabel(EN_AU.region).count()).toBe(0);
  expect(await page.getByLabel(EN_AU.purpose).count()).toBe(0);

  await page.getByRole('radio', { name: 'New Zealand' }).check();
  await fillContact(page, EN_AU, '021 234 5678', uniqueEmail('quick'));
  // Below the market's minimum (NZ$5,000): refused with the limit in the guest's words.
  await page.getByLabel('Amount needed (NZD)').fill('100');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: EN_AU.submit }).click();
  await expect.poll(() => page.getByText(/The amount must be at least/).count()).toBe(1);
  await expect.poll(() => isFocused(page, 'Amount needed (NZD)'), { timeout: 5_000 }).toBe(true);

  await page.getByLabel('Amount needed (NZD)').fill('40000');
  await page.getByRole('button', { name: EN_AU.submit }).click();
  await page.waitForURL((url) => url.pathname === '/success');
  expect(await referenceOf(page)).toMatch(/^NZ-\d{4}-\d{6}$/);
  await context.close();
});

// Issue 12: every error at the first send, and the focus on the first of them on the page.
it('shows every error at the first send and focuses the first field in error', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/apply')) posted += 1;
  });
  await page.goto('/apply');
  await page.getByLabel(EN_AU.firstName).waitFor();
  // No first name, no industry or purpose chosen, an ABN with a wrong check digit.
  await page.getByLabel(EN_AU.lastName, { exact: true }).fill('Guest');
  await page.getByLabel(EN_AU.email, { exact: true }).fill(uniqueEmail('one-round'));
  await page.getByLabel(EN_AU.mobile, { exact: true }).fill('0412 345 678');
  await page.getByLabel(EN_AU.businessName, { exact: true }).fill('Guest Trading Co');
  await page.getByLabel(EN_AU.businessNumber, { exact: true }).fill('51 824 753 557');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: EN_AU.submit }).click();

  await expect
    .poll(() => page.getByText('This is not a valid ABN: check the 11 digits.').count())
    .toBe(1);
  for (const label of [EN_AU.firstName, EN_AU.businessNumber, EN_FULL.industry, EN_AU.purpose]) {
    expect(await page.getByLabel(label, { exact: true }).getAttribute('aria-invalid'), label).toBe(
      'true',
    );
  }
  expect(await page.getByText('This field is required!').count()).toBeGreaterThanOrEqual(2);
  await expect.poll(() => isFocused(page, EN_AU.firstName), { timeout: 5_000 }).toBe(true);
  expect(posted).toBe(0);
  await context.close();
});
