import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { referenceOf, uniqueEmail } from './support/apply-form';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { apiHeaders, leadId } from './support/leads';

/**
 * Issue 30: the consent names the firm of the live settings in the guest's language, the legal
 * texts are written per language, and the lead keeps the consent as given. The e2e server is
 * shared: the firm is renamed back and the French policy emptied (the default again) at the end.
 */
let original: Record<string, unknown>;
const FIRM = {
  legal_name: 'Harbour Lending Pty Ltd',
  market: null,
  business_number: '',
  credit_licence: '',
  email: '',
  phone: '',
};

async function adminPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await (await newContext(browser, { viewport })).newPage();
  await signIn(page, 'legalAdmin');
  return page;
}

async function guestPage(locale: string, viewport = { width: 1280, height: 800 }) {
  const context = await newContext(browser, { viewport });
  await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
  return context.newPage();
}

beforeAll(async () => {
  const page = await adminPage();
  const headers = await apiHeaders(page);
  const { settings } = await (await page.request.get('/api/settings', { headers })).json();
  original = { app_name: settings.app_name, firm: settings.firm };
  const renamed = await page.request.put('/api/settings', {
    headers,
    data: { app_name: 'Harbour Lending', firm: FIRM },
  });
  expect(renamed.status()).toBe(200);
  await page.context().close();
});

afterAll(async () => {
  if (original) {
    const page = await adminPage();
    const headers = await apiHeaders(page);
    expect((await page.request.put('/api/settings', { headers, data: original })).status()).toBe(
      200,
    );
    const emptied = await page.request.post('/api/legal-texts/privacy/fr', {
      headers,
      data: { text: '' },
    });
    expect(emptied.status()).toBe(200);
  }
});

it('the apply form in Chinese names the renamed app and its legal name', async () => {
  const page = await guestPage('zh-CN', { width: 390, height: 844 });
  await page.goto('/apply');
  const consent = page.getByRole('checkbox', { name: /^我同意/ });
  await consent.waitFor();
  expect(
    await page
      .getByText(/^我同意由 Harbour Lending Pty Ltd 运营的 Harbour Lending 就本申请/)
      .count(),
  ).toBe(1);
  expect(await page.getByText(/LendRef/).count()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

it('an admin writes the French privacy policy from the current text; a French guest reads it', async () => {
  const page = await adminPage();
  await page.goto('/settings/firm');
  const editor = page.getByRole('region', { name: 'Privacy policy and terms' });
  await editor.waitFor();
  await editor.getByLabel('Page', { exact: true }).selectOption('privacy');
  await editor.getByLabel('Language', { exact: true }).selectOption('fr');
  const text = editor.getByLabel('Text', { exact: true });
  // Nothing saved in French: the editor starts from the French default, naming the firm.
  await expect
    .poll(() => text.inputValue())
    .toMatch(/^Harbour Lending Pty Ltd aide les entreprises/);
  expect(await text.inputValue()).toMatch(/\n\n# Les informations que nous collectons\n\n/);
  expect(await editor.getByText('Guests reading Français now see the default text.').count()).toBe(
    1,
  );
  // With the long default text in the preview, scrolled on its own.
  expect(await seriousAxeViolations(page)).toEqual([]);

  await text.fill(
    [
      '# Vos données',
      '',
      'Harbour Lending conserve vos données en Australie.',
      '',
      '- Nom et coordonnées',
      '- Chiffres de l’entreprise',
      '',
      'Écrivez-nous : [privacy@harbour.test](mailto:privacy@harbour.test) [x](javascript:alert(1))',
    ].join('\n'),
  );
  // The preview renders as guests will read it.
  const preview = editor.getByRole('region', { name: 'Preview' });
  await expect.poll(() => preview.getByRole('heading', { name: 'Vos données' }).count()).toBe(1);
  expect(await preview.getByRole('listitem').count()).toBe(2);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: 'Save as a new version' }).click();
  await expect.poll(() => page.getByText('Saved as version 1.').count()).toBe(1);
  await expect.poll(() => editor.getByText(/^Version 1, .*, by Lee Legal$/).count()).toBe(1);

  const guest = await guestPage('fr');
  await guest.goto('/privacy');
  const heading = guest.getByRole('heading', { level: 2, name: 'Vos données' });
  await heading.waitFor();
  expect(await guest.getByRole('listitem').allTextContents()).toEqual(
    expect.arrayContaining(['Nom et coordonnées', 'Chiffres de l’entreprise']),
  );
  expect(await guest.getByRole('link', { name: 'privacy@harbour.test' }).getAttribute('href')).toBe(
    'mailto:privacy@harbour.test',
  );
  expect(await guest.locator('main a[href^="javascript"]').count()).toBe(0);
  expect(
    await guest.getByRole('heading', { name: 'Les informations que nous collectons' }).count(),
  ).toBe(0);
  expect(await seriousAxeViolations(guest)).toEqual([]);
  // An English reader still has the English default: the French text is French only.
  const english = await guestPage('en');
  await english.goto('/privacy');
  await expect
    .poll(() => english.getByRole('heading', { name: 'What we collect' }).count())
    .toBe(1);
});

it('the lead screen shows the consent as given, with its language and policy version', async () => {
  const guest = await guestPage('fr');
  await guest.goto('/apply-quick');
  await guest.getByLabel('Prénom', { exact: true }).fill('Camille');
  await guest.getByLabel('Nom', { exact: true }).fill('Durand');
  await guest.getByLabel('Adresse e-mail', { exact: true }).fill(uniqueEmail('consent'));
  await guest.getByLabel('Numéro de mobile', { exact: true }).fill('0412 345 678');
  await guest.getByLabel('Montant souhaité (AUD)', { exact: true }).fill('60000');
  const consent = guest.getByRole('checkbox', {
    name: /^J’accepte que Harbour Lending, exploité par Harbour Lending Pty Ltd,/,
  });
  await consent.check();
  await guest.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await guest.waitForURL((url) => url.pathname === '/success');
  const reference = (await referenceOf(guest))!;

  const page = await adminPage();
  await page.goto(`/lead/${await leadId(page, reference)}`);
  const card = page.getByRole('region', { name: 'Consent' });
  await card.waitFor();
  expect(await card.textContent()).toContain(
    'J’accepte que Harbour Lending, exploité par Harbour Lending Pty Ltd, me contacte',
  );
  expect(await card.getByRole('definition').allTextContents()).toEqual([
    'Français',
    expect.any(String),
    expect.stringMatching(/^Version 1 \(Français\), saved /),
  ]);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
