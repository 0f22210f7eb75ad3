import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { applicationPayload } from '../tests/support/factories';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { openAlert } from './support/alerts';
import { browser } from './support/browser-fixture';

const LABELS = {
  English: 'E2E fit-out',
  Español: 'Reforma del local E2E',
  Français: 'Aménagement E2E',
  'Português (Brasil)': 'Reforma da loja E2E',
  简体中文: 'E2E 店铺装修',
};
const PURPOSE = 'What is the finance for?';

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name)?.value ?? '';
}

/** The labels of the entries of the list shown, in their order. */
const entryLabels = (page: Page) =>
  page
    .locator('ol[aria-label^="Entries of"] > li')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('.font-medium')?.textContent ?? ''));

/** The purposes the guest form /apply offers. */
async function offeredPurposes(guest: Page): Promise<string[]> {
  await guest.goto('/apply');
  const select = guest.getByLabel(PURPOSE, { exact: true });
  await select.waitFor();
  return select.locator('option').allTextContents();
}

const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

it('an admin adds a purpose (its faults said in place), renames it, moves it with the keyboard, and deactivates it when its delete is refused: /apply stops offering it, its lead keeps the label', async () => {
  // Tall enough that the whole list shows, and a drag to its end does not scroll the page.
  const context = await newContext(browser, { viewport: { width: 1280, height: 1200 } });
  const page = await context.newPage();
  await signIn(page, 'optionsAdmin');
  await page.goto('/options?group=purpose');
  await page.getByRole('heading', { level: 2, name: 'Loan purposes' }).waitFor();
  await page.getByRole('button', { name: 'Edit Working capital' }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const before = await entryLabels(page);

  // Faults found in the browser, then by the server, each under its own field.
  await page.getByRole('button', { name: 'Add an entry' }).click();
  const form = page.getByRole('dialog', { name: 'New entry in Loan purposes' });
  await form.getByLabel('Value').fill('Fit Out');
  await form.getByRole('button', { name: 'Add entry' }).click();
  await form
    .getByText('Use lower-case letters, digits and underscores only (for example: retail_trade).')
    .waitFor();
  expect(await form.getByText('This field is required.').count()).toBe(5);
  expect(await seriousAxeViolations(page)).toEqual([]);
  for (const [language, label] of Object.entries(LABELS)) {
    await form.getByLabel(`Label (${language})`).fill(label);
  }
  await form.getByLabel('Value').fill('equipment');
  await form.getByRole('button', { name: 'Add entry' }).click();
  await form.getByText('This list already has an entry with this value.').waitFor();
  const value = `e2e_fit_out_${Date.now()}`;
  await form.getByLabel('Value').fill(value);
  await form.getByRole('button', { name: 'Add entry' }).click();
  await form.waitFor({ state: 'detached' });
  await expect
    .poll(() => entryLabels(page), { timeout: 10_000 })
    .toEqual([...before, LABELS.English]);

  // Renamed in English; the value stays.
  await page.getByRole('button', { name: 'Edit E2E fit-out' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit E2E fit-out' });
  await edit.getByLabel('Label (English)').fill('E2E shop fit-out');
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'detached' });
  const label = 'E2E shop fit-out';
  await page.getByRole('button', { name: `Edit ${label}` }).waitFor();

  // One step up from the keyboard: announced, the focus kept on the moved entry, saved.
  await page.getByRole('button', { name: `Move ${label} up` }).focus();
  await page.keyboard.press('Enter');
  const count = before.length + 1;
  await page
    .getByRole('status')
    .filter({ hasText: `${label} moved to position ${count - 1} of ${count}.` })
    .waitFor();
  expect(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
  ).toMatch(new RegExp(`^Move ${label} (up|down)$`));
  const moved = [...before.slice(0, -1), label, before.at(-1)];
  await expect.poll(() => entryLabels(page)).toEqual(moved);
  await page.getByText('Order saved.').waitFor();
  await page.reload();
  await expect.poll(() => entryLabels(page), { timeout: 10_000 }).toEqual(moved);

  // A pointer drag by the handle onto the last entry's place puts it back at the end.
  const handle = page
    .locator('ol > li', { hasText: label })
    .locator('span[title="Drag to reorder"]');
  const from = (await handle.boundingBox())!;
  const to = (await page.locator('ol > li').last().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => entryLabels(page)).toEqual([...before, label]);
  await page
    .getByRole('status')
    .filter({ hasText: `${label} moved to position ${count} of ${count}.` })
    .waitFor();

  // The guest form offers it; a guest applies with it.
  const guest = await (await newContext(browser)).newPage();
  expect(await offeredPurposes(guest)).toContain(label);
  const options = await (await guest.request.get('/api/apply/options')).json();
  const applied = await guest.request.post('/api/apply', {
    headers: { 'x-xsrf-token': await cookie(guest.context(), 'XSRF-TOKEN') },
    data: { ...applicationPayload({ purpose: value }), form_token: options.form_token },
  });
  expect(applied.ok()).toBe(true);
  const reference = (await applied.json()).reference as string;

  // In use now: the delete is refused with the server's reason, and deactivating is offered.
  await page.reload();
  await page.getByRole('button', { name: `Delete ${label}` }).click();
  await page.getByRole('alertdialog').waitFor();
  expect(await openAlert(page)).toMatchObject({
    title: `${label} cannot be deleted`,
    text: 'This option is used by leads, so it cannot be deleted. Deactivate it instead.',
  });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate instead' }).click();
  const toggle = page.getByRole('switch', { name: `Active: ${label}` });
  await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('false');
  expect(await offeredPurposes(guest)).not.toContain(label);

  // The lead that chose it still reads its label.
  const list = await page.request.get(`/api/leads?market=AU&q=${reference}`, {
    headers: {
      authorization: `Bearer ${await cookie(context, 'token')}`,
      'x-xsrf-token': await cookie(context, 'XSRF-TOKEN'),
    },
  });
  await page.goto(`/lead/${(await list.json()).data[0].id}`);
  const purpose = page.getByLabel(PURPOSE, { exact: true });
  await purpose.waitFor();
  await expect
    .poll(() => purpose.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
    .toBe(label);

  // Switched back on from its switch, it is offered again.
  await page.goto('/options?group=purpose');
  await page.getByRole('switch', { name: `Active: ${label}` }).click();
  await expect
    .poll(() => page.getByRole('switch', { name: `Active: ${label}` }).getAttribute('aria-checked'))
    .toBe('true');
  expect(await offeredPurposes(guest)).toContain(label);
});

it('on a phone, in dark mode and in Chinese, a per-market list is edited with its own fields', async () => {
  const context = await newContext(browser, {
    viewport: { width: 360, height: 800 },
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  await signIn(page, 'optionsAdmin');
  await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  await page.goto('/options?group=amount_limit');
  await page.getByRole('heading', { level: 2, name: '金额限制' }).waitFor();
  await page.getByRole('button', { name: '编辑“澳大利亚”' }).waitFor();
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '编辑“澳大利亚”' }).click();
  const form = page.getByRole('dialog', { name: '编辑“澳大利亚”' });
  await form.getByLabel('最低金额').fill('90000');
  await form.getByLabel('最高金额').fill('80000');
  await form.getByRole('button', { name: '保存' }).click();
  await form.getByText('最高金额不能低于最低金额。').waitFor();
  await form.getByLabel('最高金额').fill('5000000');
  await form.getByLabel('最低金额').fill('5000');
  await form.getByRole('button', { name: '保存' }).click();
  await form.waitFor({ state: 'detached' });

  // Term sheet defaults: each market's entry is edited with its own inputs.
  await page.getByRole('link', { name: /条款书默认值/ }).click();
  await page.getByRole('button', { name: '编辑“澳大利亚”' }).click();
  const terms = page.getByRole('dialog', { name: '编辑“澳大利亚”' });
  await terms.getByLabel('年利率（%）').fill('12,5');
  await terms.getByLabel('期限（月）').fill('24.5');
  await terms.getByLabel('设立费').fill('');
  await terms.getByRole('button', { name: '保存' }).click();
  await terms.getByText('请输入整数。').waitFor();
  await terms.getByText('此字段为必填项。').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await terms.getByLabel('期限（月）').fill('24');
  await terms.getByLabel('设立费').fill('990');
  await terms.getByLabel('还款频率').selectOption({ label: '每两周' });
  await terms.getByRole('button', { name: '保存' }).click();
  await terms.waitFor({ state: 'detached' });
  await page.getByText('固定利率 12.5%，24 个月，每两周还款，设立费 AU$990').waitFor();
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Document types name the markets that offer them.
  await page.getByRole('link', { name: /文件类型/ }).click();
  await page.getByText('BAS 营业活动报表').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
