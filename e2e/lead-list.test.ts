import { expect, it } from 'vitest';
import { quickApplication, uniqueName } from './support/apply-form';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';

it('an admin finds a new lead by search, sees it in the list and opens its filters from the address', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const name = uniqueName('Zelda');
  await quickApplication(page, name);

  await signIn(page, 'admin');
  await page.goto('/leads');
  // No Search button: the list follows the typing once it pauses.
  await page.getByRole('searchbox', { name: 'Search' }).fill(name.toLowerCase());
  await page.waitForURL((url) => url.searchParams.get('q') === name.toLowerCase());
  const table = page.getByRole('table', { name: 'Leads' });
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  const row = table.getByRole('row').nth(1);
  expect(await row.textContent()).toContain(name);
  expect(await row.textContent()).toContain('A$75,000');
  expect(await row.getByRole('link').textContent()).toMatch(/^AU-\d{4}-\d{6}$/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The address carries the view: reloading it shows the same search; a filter that excludes
  // the lead says so and offers to clear the filters.
  await page.goto(`/leads?q=${name.toLowerCase()}&status=settled`);
  await page.getByText('No lead matches these filters').waitFor();
  await page.getByRole('button', { name: 'Clear filters', exact: true }).first().click();
  await page.waitForURL((url) => url.search === '');
  await context.close();
});

it('a partner sees only their own leads, on a phone, without sideways scroll', async () => {
  const context = await newContext(browser, { viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await signIn(page, 'partner');
  await page.goto('/my-leads');
  await page.getByRole('heading', { level: 1, name: 'My leads' }).waitFor();
  await page.getByText('No leads yet').waitFor();
  expect(await page.getByText('Share your referral link').count()).toBe(1);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The filters fold under one button, so the list starts on the first screen.
  const source = page.getByLabel('Source');
  expect(await source.isVisible()).toBe(false);
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  // A filter applies as it changes.
  await source.selectOption({ label: 'Partner link' });
  await page.waitForURL(/source=partner-link/);
  await page.getByRole('button', { name: 'Filters (1 on)' }).waitFor();
  await context.close();
});

it('on a phone an admin reads each lead as a card: status and amount without scrolling sideways', async () => {
  const context = await newContext(browser, { viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const name = uniqueName('Yara');
  await quickApplication(page, name);

  await signIn(page, 'admin');
  await page.goto(`/leads?q=${name.toLowerCase()}`);
  const table = page.getByRole('table', { name: 'Leads' });
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  const card = table.getByRole('row').nth(1);
  // Every field is in the card, named by its column, inside the screen.
  for (const [column, value] of [
    ['Applicant', name],
    ['Amount', 'A$75,000'],
    ['Status', 'New'],
  ]) {
    const cell = card.locator(`td[data-label="${column}"]`);
    expect(await cell.textContent()).toContain(value);
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, column).toBeLessThanOrEqual(360);
  }
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  // The headers that sort stay as buttons above the cards; the others are the cards' labels.
  await table.getByRole('button', { name: /Amount/ }).click();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'amount');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
});
