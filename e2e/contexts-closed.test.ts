import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { newContext } from './support/browser';
import { browser } from './support/browser-fixture';

// The harness itself: a context a test leaves open (as a failing test does, before its own
// close) is closed after that test, so it cannot run on into the next one.
let leftOpen: BrowserContext;

it('opens a context and leaves it open, as a test that fails midway would', async () => {
  leftOpen = await newContext(browser);
  await leftOpen.newPage();
  expect(browser.contexts()).toContain(leftOpen);
});

it('finds it closed in the next test', () => {
  expect(browser.contexts()).not.toContain(leftOpen);
});
