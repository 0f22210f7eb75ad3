import { expect, it } from 'vitest';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { uniqueName } from './support/apply-form';
import { apply, leadId } from './support/leads';

const NZ_APPLICATION = {
  market: 'NZ',
  mobile: '021 123 4567',
  business_number: '9429046393920',
  region: 'NZ-AUK',
};

it('Ctrl-K opens the search anywhere, arrows choose a lead of either market and Enter opens it', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const surname = uniqueName('Searchable');
  const auReference = await apply(page, { last_name: surname });
  const nzReference = await apply(page, { last_name: surname, ...NZ_APPLICATION });
  const auId = await leadId(page, auReference);

  await page.goto('/partners');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox', { name: 'Search leads, partners and admins' });
  await box.waitFor();
  expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
  await dialog.getByText('Type at least 2 characters.').waitFor();

  await box.fill(surname.toLowerCase());
  const options = dialog.getByRole('option');
  await expect.poll(() => options.count()).toBe(2);
  // Newest first: the NZ lead, then the AU one; each line shows its market.
  expect(await options.nth(0).innerText()).toContain(nzReference);
  expect(await options.nth(0).innerText()).toContain('NZ');
  expect(await options.nth(1).innerText()).toContain(auReference);
  expect(await options.nth(1).innerText()).toContain('AU');
  expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await box.press('ArrowDown');
  expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
  expect(await box.getAttribute('aria-activedescendant')).toBe(
    await options.nth(1).getAttribute('id'),
  );
  await box.press('ArrowDown');
  expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
  await box.press('ArrowUp');
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === `/lead/${auId}`);
  await page.getByRole('heading', { level: 1, name: `Lead ${auReference}` }).waitFor();
  expect(await dialog.count()).toBe(0);
  await context.close();
});

it('the top-bar button opens it; nothing found and Escape are handled, focus goes back', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto('/leads');
  const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const box = dialog.getByRole('combobox');
  await box.fill('zz-no-such-lead-anywhere');
  await dialog.getByText('Nothing found for “zz-no-such-lead-anywhere”.').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await box.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // The dialog hands focus back once it has gone: on the button that opened it.
  await expect
    .poll(() => button.evaluate((element) => element === document.activeElement))
    .toBe(true);
  await context.close();
});

it('fits a phone in Chinese, and a partner has no search button', async () => {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  const surname = uniqueName('Phonesearch');
  await apply(page, { last_name: surname });
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  await page.goto('/leads');
  await page.getByRole('banner').getByRole('button', { name: '搜索', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '搜索' });
  await dialog.getByRole('combobox').fill(surname);
  await dialog.getByRole('option').first().waitFor();
  await dialog.getByRole('group', { name: '线索' }).waitFor();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();

  const partnerContext = await newContext(browser);
  const partnerPage = await partnerContext.newPage();
  await signIn(partnerPage, 'partner');
  await partnerPage.goto('/my-leads');
  await partnerPage.getByRole('heading', { level: 1 }).waitFor();
  await partnerPage.keyboard.press('Control+k');
  expect(
    await partnerPage.getByRole('banner').getByRole('button', { name: 'Search' }).count(),
  ).toBe(0);
  expect(await partnerPage.getByRole('dialog').count()).toBe(0);
  await partnerContext.close();
});
