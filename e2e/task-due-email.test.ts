import { mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { SHOTS, shootVariants } from './support/two-factor';

it('an admin chooses, on their profile, to be e-mailed when a task is due; the choice stays', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const page = await (await newContext(browser)).newPage();
  await signIn(page, 'listsViewsAdmin');
  await page.goto('/settings/profile');
  const choice = page.getByLabel('Also e-mail me when a task is due');
  await choice.waitFor();
  expect(await choice.isChecked()).toBe(false);
  await choice.check();
  await page.getByRole('button', { name: 'Save choice' }).click();
  await page.getByText('Choice saved.').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.reload();
  await expect
    .poll(() => page.getByLabel('Also e-mail me when a task is due').isChecked())
    .toBe(true);
  await page.getByRole('heading', { name: 'Task reminders' }).scrollIntoViewIfNeeded();
  await shootVariants(page, 'task-due-email');

  await page.context().addCookies([{ name: 'locale', value: 'zh-CN', url: baseUrl() }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings/profile');
  await page.getByRole('heading', { name: '任务提醒' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/task-due-email-zh-CN.png`, fullPage: true });

  // Back to the default, by keyboard: the box and the button are reachable and labelled.
  await page.getByLabel('任务到期时也给我发送电子邮件').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: '保存选择' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('已保存选择。').waitFor();
  expect(await page.getByLabel('任务到期时也给我发送电子邮件').isChecked()).toBe(false);
});
