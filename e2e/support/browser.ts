import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run apt-get install -y chromium`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

// Every context a test opens, so that one a failing test left open is closed after it.
const openContexts = new Set<BrowserContext>();

export async function newContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  return context;
}

/** Closes the contexts still open: run after each browser test (e2e/support/setup.ts). */
export async function closeOpenContexts(): Promise<void> {
  await Promise.all([...openContexts].map((context) => context.close()));
}

export function e2eUser(key: string) {
  const user = inject('e2eUsers')[key];
  if (!user) throw new Error(`no seeded e2e user ${key}`);
  return user;
}

/** Signs in through the real sign-in screen and waits until it has left it. */
export async function signIn(page: Page, key: string, password?: string): Promise<void> {
  const user = e2eUser(key);
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await page.getByLabel(/e-mail/i).fill(user.email);
  await page.getByLabel(/^password$/i).fill(password ?? user.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The open modal dialogs (Radix renders them with role alertdialog). */
export function dialogs(page: Page) {
  return page.getByRole('alertdialog');
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core on the page; returns the serious and critical violations. `exclude` names parts
 * that must not be judged, such as a colour sample that shows a faint pair on purpose.
 */
export async function seriousAxeViolations(page: Page, exclude: readonly string[] = []) {
  // Away from any control, so that a hover state does not stand in for the normal one, and
  // every colour transition over (a button fading back from its hover colour is judged once it
  // has, not half way).
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Transitions only (an endless animation never finishes), and never longer than a second.
    const transitions = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([
      Promise.all(transitions),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
  });
  // Evaluated over the DevTools protocol, which the page's CSP does not restrict.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async (skip) => {
    const context = skip.length ? { exclude: skip.map((selector) => [selector]) } : document;
    // @ts-expect-error axe is injected above
    return (await window.axe.run(context)) as {
      violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
    };
  }, exclude);
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
