import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { EN_AU, fillContact, uniqueEmail } from './support/apply-form';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { apiHeaders, apply, cookie, leadId } from './support/leads';
import { E2E_REFERRAL_PARTNERS } from './support/referral-partners';
import { browser } from './support/browser-fixture';

// Decision 0052 and issue 30's New lead, as the applicant and the admin see them.

/** A quick application, then another one for $250,000 by the same person: one lead. */
async function quickThenMore(page: Page, email: string): Promise<string> {
  const options = await (await page.request.get('/api/apply/options')).json();
  const quick = {
    variant: 'apply-quick',
    market: 'AU',
    first_name: 'Jordan',
    last_name: 'Guest',
    email,
    mobile: '0412 345 678',
    amount: 25_000,
    consent: true,
    form_token: options.form_token,
  };
  const headers = { 'x-xsrf-token': await cookie(page.context(), 'XSRF-TOKEN') };
  const first = await page.request.post('/api/apply', { headers, data: quick });
  const reference = (await first.json()).reference as string;
  // A guest form's token works once (decision 0059): the second application has its own.
  const second = await (await page.request.get('/api/apply/options')).json();
  const again = await page.request.post('/api/apply', {
    headers,
    data: { ...quick, amount: 250_000, form_token: second.form_token },
  });
  expect((await again.json()).repeat).toBe(true);
  return reference;
}

it("a merged application's thank-you says the firm has the request, without its reference", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const email = uniqueEmail('repeat');
  await page.goto('/apply-quick');
  const reference = await apply(page, { email });

  await page.getByLabel(EN_AU.firstName).waitFor();
  await fillContact(page, EN_AU, '0412 345 678', `  ${email.toUpperCase()}`);
  await page.getByLabel(EN_AU.amount).fill('60000');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: EN_AU.submit }).click();

  await page.waitForURL((url) => url.pathname === '/success');
  await page.getByRole('heading', { level: 1, name: 'We already have your request' }).waitFor();
  await page.getByText('we have sent it to your e-mail address').waitFor();
  expect(await page.getByTestId('reference').count()).toBe(0);
  expect(await page.content()).not.toContain(reference);
  expect(new URL(page.url()).search).toBe('?repeat=1');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});

it('an admin uses the answer of a repeat application on the lead screen', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const reference = await quickThenMore(page, uniqueEmail('use-value'));
  await page.goto(`/lead/${await leadId(page, reference)}`);

  const timeline = page.getByRole('region', { name: 'Timeline' });
  await timeline.getByText('Amount: answered A$250,000; the lead has A$25,000').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await timeline.getByRole('button', { name: 'Use this value for Amount: A$250,000' }).click();

  await timeline.getByText('Amount: A$25,000 → A$250,000').waitFor();
  await timeline.getByText('In use').waitFor();
  expect(await timeline.getByRole('button', { name: 'Use this value' }).count()).toBe(0);
  expect(await page.getByLabel('Amount needed (AUD)').inputValue()).toContain('250,000');
  await context.close();
});

it('an admin enters a phone enquiry on the New lead screen and lands on the lead', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/leads/nz');
  await page.getByRole('link', { name: 'New lead' }).click();
  await page.waitForURL((url) => url.pathname === '/leads/new');
  await page.getByRole('heading', { level: 1, name: 'New lead' }).waitFor();
  expect(await page.getByRole('radio', { name: 'New Zealand' }).isChecked()).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The guest forms' rules, in the browser first: nothing is sent while a field is wrong.
  await page.getByRole('button', { name: 'Create the lead' }).click();
  await page
    .getByLabel('First name', { exact: true })
    .and(page.locator('[aria-invalid="true"]'))
    .waitFor();

  await fillContact(page, EN_AU, '021 123 4567', uniqueEmail('phone'));
  await page.getByLabel('Amount needed (NZD)').fill('45000');
  await page.getByRole('checkbox').check();

  // A 422 of the server lands on its field.
  await page.route('**/api/leads', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'There were some problems with your input.',
            errors: { email: ['This e-mail address was refused.'] },
          }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Create the lead' }).click();
  await page.getByText('This e-mail address was refused.').waitFor();
  await page.unroute('**/api/leads');

  await page.getByRole('button', { name: 'Create the lead' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/lead/'));
  await page.getByRole('heading', { level: 1, name: /^Lead NZ-\d{4}-\d{6}$/ }).waitFor();
  await page.getByText('Entered by an admin').first().waitFor();
  await context.close();
});

it("an admin changes a lead's partner, and the timeline says who had it before", async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const partner = E2E_REFERRAL_PARTNERS.active;
  const reference = await apply(page);
  const id = await leadId(page, reference);
  await page.goto(`/lead/${id}`);
  await page.getByRole('heading', { level: 1, name: `Lead ${reference}` }).waitFor();

  await page
    .getByRole('combobox', { name: 'Partner', exact: true })
    .selectOption({ label: partner.company });
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await timeline.getByText(`Partner changed: none → ${partner.company}`).waitFor();
  const read = await page.request.get(`/api/leads/${id}`, { headers: await apiHeaders(page) });
  expect((await read.json()).lead.partner.company).toBe(partner.company);

  await page
    .getByRole('combobox', { name: 'Partner', exact: true })
    .selectOption({ label: 'None (direct)' });
  await timeline.getByText(`Partner changed: ${partner.company} → none`).waitFor();
  await context.close();
});
