import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, newContext, seriousAxeViolations } from './support/browser';
import { browser } from './support/browser-fixture';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

it('switches the language, remembers it for 365 days and keeps it across a reload', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await expect.poll(() => h1(page)).toBe('Sign in');
  await page.getByLabel('Language').selectOption('fr');
  await expect.poll(() => h1(page)).toBe('Connexion');
  await expect.poll(() => page.title()).toBe('Connexion · LendRef');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('fr');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364.9);

  await page.reload();
  await expect.poll(() => h1(page)).toBe('Connexion');
  expect(await page.getByLabel('Langue').inputValue()).toBe('fr');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The API answers in the same language.
  await page.getByLabel('Adresse e-mail').fill('nobody@e2e.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).not.toBe('');
  expect(await page.getByRole('alert').textContent()).not.toContain('There were');
  await context.close();
});

it.each(['zh-CN', 'pt-BR', 'es'])('shows the shell in %s', async (locale) => {
  const context = await newContext(browser);
  await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto('/no-such-page');
  const expected = {
    'zh-CN': '页面未找到',
    'pt-BR': 'Página não encontrada',
    es: 'Página no encontrada',
  }[locale];
  await expect.poll(() => h1(page)).toBe(expected);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
  await context.close();
});

it('removes an unknown saved locale and uses the default', async () => {
  const context = await newContext(browser);
  await context.addCookies([{ name: 'locale', value: 'klingon', url: baseUrl() }]);
  const page = await context.newPage();
  await page.goto('/login');
  await expect.poll(() => h1(page)).toBe('Sign in');
  // The browser's script removes it once it runs.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'locale'))
    .toBeUndefined();
  await context.close();
});

it('turns dark mode on and off, remembers it, and follows the system when unset', async () => {
  const context = await newContext(browser, { colorScheme: 'dark' });
  const page = await context.newPage();
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('mode-dark'));
  await page.goto('/login');
  await expect.poll(dark).toBe(true); // unset: the system says dark

  await page.getByLabel('Appearance').selectOption('light');
  await expect.poll(dark).toBe(false);
  await page.reload();
  await expect.poll(() => h1(page)).toBe('Sign in');
  expect(await dark()).toBe(false);

  await page.getByLabel('Appearance').selectOption('dark');
  await expect.poll(dark).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Appearance').selectOption('system');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(dark).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(dark).toBe(true);
  await context.close();
});
