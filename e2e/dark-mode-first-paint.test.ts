import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messages } from '../src/shared/i18n/messages';
import { DARK_MODE_COOKIE } from '../src/shared/theme/dark-mode-cookie';
import { baseUrl, newContext } from './support/browser';
import { browser } from './support/browser-fixture';
import { holdScripts, layoutShift, watchHydration } from './support/hydration';

// Decision 0082: the saved dark mode is a cookie the server paints from; the system's mode is
// the stylesheet's. Neither waits for a script.
const APPEARANCE = messages.en.nav.theme;

/** The body's painted background as relative luminance (0 black, 1 white), whatever its notation. */
function bodyLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    const paint = canvas.getContext('2d')!;
    paint.fillStyle = getComputedStyle(document.body).backgroundColor;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...paint.getImageData(0, 0, 1, 1).data].map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

const rootClass = (page: Page) => page.evaluate(() => document.documentElement.className);

async function withSavedMode(context: BrowserContext, mode: 'dark' | 'light') {
  await context.addCookies([{ name: DARK_MODE_COOKIE, value: mode, url: baseUrl() }]);
}

/** The root element the server wrote for this context's cookies, as fetched, before any script. */
async function servedRoot(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return /<html[^>]*>/.exec(html)?.[0] ?? '';
}

it('paints /apply with scripts off in the saved mode, else in the system’s, with the theme colour', async () => {
  const cases = [
    { saved: 'dark', system: 'light', dark: true, root: 'mode-dark' },
    { saved: 'light', system: 'dark', dark: false, root: 'mode-light' },
    { saved: undefined, system: 'dark', dark: true, root: '' },
    { saved: undefined, system: 'light', dark: false, root: '' },
  ] as const;
  for (const { saved, system, dark, root } of cases) {
    const context = await newContext(browser, { javaScriptEnabled: false, colorScheme: system });
    if (saved) await withSavedMode(context, saved);
    const page = await context.newPage();
    expect((await page.goto('/apply'))?.status()).toBe(200);
    const label = `saved ${saved ?? 'nothing'}, system ${system}`;
    expect(await rootClass(page), label).toBe(root);
    const luminance = await bodyLuminance(page);
    if (dark) expect(luminance, label).toBeLessThan(0.05);
    else expect(luminance, label).toBeGreaterThan(0.85);
    // The firm's colour is on the root from the server (the top bar wears it), not from a script.
    const colours = await page.evaluate(() => ({
      root: getComputedStyle(document.documentElement).getPropertyValue('--theme-color').trim(),
      meta: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    }));
    expect(colours.root, label).toMatch(/^#[0-9a-f]{3,6}$/i);
    expect(colours.root).toBe(colours.meta);
    await context.close();
  }
});

it('paints the page after a visitor chose dark in dark before any script, and hydrates it without a mismatch or shift', async () => {
  const context = await newContext(browser, { colorScheme: 'light' });
  const first = await context.newPage();
  await first.goto('/apply', { waitUntil: 'networkidle' });
  await first.getByLabel(APPEARANCE).selectOption('dark');
  await expect.poll(() => rootClass(first)).toContain('mode-dark');
  expect(await servedRoot(first, '/apply')).toContain('class="mode-dark"');
  await first.close();

  // The next page, its scripts held back: what the server painted is what the visitor sees.
  const page = await context.newPage();
  const problems = await watchHydration(context, page);
  const release = await holdScripts(page);
  await page.goto('/apply', { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await rootClass(page)).toBe('mode-dark');
  expect(await bodyLuminance(page)).toBeLessThan(0.05);
  expect(await page.getByLabel(APPEARANCE).inputValue()).toBe('dark');
  release();
  // Hydrated: the form writes its starting values (the market is chosen).
  await expect.poll(() => page.getByRole('radio').first().isChecked()).toBe(true);
  expect(await page.getByLabel(APPEARANCE).inputValue()).toBe('dark');
  expect(await bodyLuminance(page)).toBeLessThan(0.05);
  expect(problems).toEqual([]);
  expect(await layoutShift(page)).toBeLessThan(0.01);

  // Back to following the system: the cookie goes, and the server paints no mode of its own.
  await page.getByLabel(APPEARANCE).selectOption('system');
  await expect.poll(() => rootClass(page)).toContain('mode-light');
  expect((await context.cookies()).some((cookie) => cookie.name === DARK_MODE_COOKIE)).toBe(false);
  expect(await servedRoot(page, '/apply')).not.toContain('class=');
  await context.close();
});

it('moves a choice saved in the browser’s storage before the cookie existed into the cookie', async () => {
  const context = await newContext(browser, { colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto('/privacy', { waitUntil: 'networkidle' });
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload({ waitUntil: 'networkidle' });
  await expect.poll(() => rootClass(page)).toContain('mode-dark');
  const cookie = (await context.cookies()).find((item) => item.name === DARK_MODE_COOKIE);
  expect(cookie?.value).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBeNull();
  expect(await servedRoot(page, '/apply')).toContain('class="mode-dark"');
  await context.close();
});
