import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail } from './support/apply-form';
import { launchBrowser, newContext, seriousAxeViolations, signIn } from './support/browser';
import { apply, leadId } from './support/leads';

// Issue 33 item 6 (decision 0072) as an admin meets it: from the lead to the privacy screen,
// the export downloaded, the erasure confirmed, the lead left without its applicant.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('an admin exports, then erases, an applicant from their lead, and the lead keeps its reference', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const email = uniqueEmail('privacy');
  const reference = await apply(page, { email, first_name: 'Priya', last_name: 'Vance' });
  await page.goto(`/lead/${await leadId(page, reference)}`);

  const card = page.getByRole('region', { name: 'Privacy' });
  await card.getByRole('link', { name: 'Export or erase…' }).click();
  await page.waitForURL((url) => url.pathname === '/settings/privacy' && url.search === '');
  const found = page.getByRole('table', { name: 'Leads of this applicant' });
  await found.getByRole('link', { name: reference }).waitFor();
  await found.getByText('Priya Vance').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export their data (ZIP)' }).click();
  const file = await (await download).path();
  const data = JSON.parse(strFromU8(unzipSync(readFileSync(file))['data.json']!));
  expect(data.leads.map((lead: { reference: string }) => lead.reference)).toEqual([reference]);
  await page.getByText('The export was downloaded and recorded in the audit log.').waitFor();

  await page.getByRole('button', { name: 'Erase their data…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this applicant’s data?' });
  await dialog.getByText(reference).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByLabel('Type the e-mail again to confirm').fill('someone-else@example.test');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await dialog.getByText('This is not the e-mail searched for.').waitFor();
  await dialog.getByLabel('Type the e-mail again to confirm').fill(email);
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await page.getByText(`The applicant’s data was erased from ${reference}.`).waitFor();
  await page.getByText('No lead holds this e-mail, or its data was already erased.').waitFor();

  const history = page.getByRole('table', { name: 'Requests made' });
  await history
    .getByRole('row')
    .filter({ hasText: 'Erasure' })
    .filter({ hasText: reference })
    .waitFor();
  await history
    .getByRole('row')
    .filter({ hasText: 'Export' })
    .filter({ hasText: reference })
    .waitFor();

  await found.waitFor({ state: 'detached' });
  await page.goto(`/lead/${await leadId(page, reference)}`);
  await page
    .getByText(/Erased applicant/)
    .first()
    .waitFor();
  await card.getByText(/The applicant’s personal data was erased on/).waitFor();
  expect(await page.content()).not.toContain('Priya');
  await context.close();
});

it('the retention setting refuses a value out of bounds on its field', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/settings/privacy');
  const retention = page.getByRole('region', { name: 'Retention' });
  const months = retention.getByLabel('De-identify declined and withdrawn leads after (months)');
  await months.fill('121');
  await retention.getByRole('button', { name: 'Save' }).click();
  await retention.getByText('The value must be at most 120.').waitFor();
  await months.fill('0');
  await retention.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Nothing to save: no setting has changed.').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
