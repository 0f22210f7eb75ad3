import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail } from './support/apply-form';
import { launchBrowser, newContext, seriousAxeViolations, signIn } from './support/browser';

// Issue 33, item 4: the import screen, as an admin uses it from the lead list.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const book = () =>
  [
    'Prénom;Nom;Courriel;Mobile;Montant;Marché',
    `Ada;Lovelace;${uniqueEmail('import-a')};0412 345 678;50 000;AU`,
    `Zoë;"Ng; jr";${uniqueEmail('import-b')};0412 345 678;75000;AU`,
    `Bad;Row;not-an-email;0412 345 678;20000;AU`,
  ].join('\n');

it('an admin uploads, maps, checks, tries, imports and undoes a CSV', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/leads');
  await page.getByRole('link', { name: 'Import leads' }).click();
  await page.getByRole('heading', { level: 1, name: 'Import leads' }).waitFor();

  await page.getByLabel('CSV file', { exact: true }).setInputFiles({
    name: 'book.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${book()}`),
  });
  await page.getByRole('button', { name: 'Upload' }).click();

  // The columns guessed from French headers.
  const mapping = page.getByRole('region', { name: 'Match the columns' });
  await mapping.waitFor();
  expect(await mapping.getByLabel('First name').locator('option:checked').textContent()).toBe(
    'Prénom',
  );
  expect(await mapping.getByLabel('E-mail').locator('option:checked').textContent()).toBe(
    'Courriel',
  );
  expect(await mapping.getByLabel('ABN / NZBN').locator('option:checked').textContent()).toBe(
    'Not imported',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await mapping.getByRole('button', { name: 'Check the rows' }).click();

  const preview = page.getByRole('region', { name: 'Check the rows' });
  await preview.getByText('E-mail: Enter a valid e-mail address.').waitFor();
  await preview.getByText('Ng; jr').waitFor();
  await preview.getByLabel('Only rows with problems').check();
  await preview.getByText('1 rows').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const run = page.getByRole('region', { name: 'Import', exact: true });
  await run.getByRole('button', { name: 'Dry run' }).click();
  await run
    .getByText(
      'A dry run found 2 new leads, 0 matching leads and 1 refused rows. Nothing was saved.',
    )
    .waitFor();
  await run.getByRole('button', { name: 'Import', exact: true }).click();
  await run.getByText('Imported: 2 new leads, 0 matching leads filled, 1 rows refused.').waitFor();
  const href = await run
    .getByRole('link', { name: 'Download the refused rows (CSV)' })
    .getAttribute('href');
  const refused = await page.request.get(href!);
  expect(await refused.text()).toContain('not-an-email');

  const batches = page.getByRole('region', { name: 'Imports' });
  const item = batches.getByRole('listitem').filter({ hasText: 'book.csv' }).first();
  await item.getByText('2 new, 0 matched, 1 refused').waitFor();
  await item.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo' }).click();
  // The undo runs in the background (decision 0090): the list says so, then shows it done.
  await batches
    .getByText('The import is being undone in the background.', { exact: false })
    .waitFor();
  await item.getByText('Undone', { exact: false }).waitFor({ timeout: 30_000 });
  await context.close();
});
