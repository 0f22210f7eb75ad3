import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './browser';

/** Where the two-factor browser tests leave their screenshots (not committed). */
export const SHOTS = '.tmp/shots';

/** The code of the step `stepsAhead` from now, computed from the key the screen shows. */
export const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

/** Settings → Two-factor: set up, read the key as a person who cannot scan would, confirm. */
export async function enrol(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/settings/two-factor');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Recovery codes' }).waitFor();
  const codes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  return { secret, codes };
}

/**
 * Desktop and phone, light and dark, of the page as it is now; `exclude` as for
 * seriousAxeViolations (a colour sample faint on purpose).
 */
export async function shootVariants(page: Page, name: string, exclude: readonly string[] = []) {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      // Polled: the side panel closes on a phone width a frame after the resize, not at once.
      await expect.poll(() => page.evaluate(noSidewaysScroll)).toBe(true);
      expect(await seriousAxeViolations(page, exclude)).toEqual([]);
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}-${colorScheme}.png`,
        fullPage: true,
      });
    }
  }
}
