import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';

/**
 * The test file's Chromium, launched before its first test and closed after its last: importing
 * `browser` is the whole set-up (the hooks register when a test file imports this module, and
 * every test file has its own module instance). The binding is live: it holds the browser once
 * the file's tests run. Its `afterAll` was registered first, so it runs after the file's own.
 */
export let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
