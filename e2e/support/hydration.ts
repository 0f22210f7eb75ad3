import type { BrowserContext, Page } from 'playwright-core';

/**
 * Console errors and warnings and page errors (a hydration mismatch is logged as one), and the
 * page's layout shift from its first paint on, read back with `layoutShift(page)`.
 */
export async function watchHydration(context: BrowserContext, page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await context.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return problems;
}

/** The layout shift `watchHydration` measured on this page so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/**
 * Holds the page's scripts back until `release` is called: what the server painted can be read
 * (or typed into) before any script runs.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has taken over the page (the root's `data-hydrated`): on a page the server
 * rendered, its controls do nothing before (decision 0085), as a file chosen then is not seen.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
