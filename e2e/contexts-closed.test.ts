import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';

// The harness itself: a context a test leaves open (as a failing test does, before its own
// close) is closed after that test, so it cannot run on into the next one.
let browser: Browser;
let leftOpen: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('opens a context and leaves it open, as a test that fails midway would', async () => {
  leftOpen = await newContext(browser);
  await leftOpen.newPage();
  expect(browser.contexts()).toContain(leftOpen);
});

it('finds it closed in the next test', () => {
  expect(browser.contexts()).not.toContain(leftOpen);
});
