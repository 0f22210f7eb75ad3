import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';

// Issue 13: the guest pages load compressed and lean. The JavaScript a first visit downloads
// (every script the page loads until it is idle, as sent over the wire) stays under budget.
// Issue 13's goal is 150 KB per page. The libraries DESIGN.md prescribes weigh about 158 KB
// gzipped on their own (react-dom 60, react-router 30, zod 25, i18next with react 20,
// react-hook-form 13, libphonenumber 11: decision 0020), so each page's ceiling is what it
// weighs now plus a little (raised by 3 KB when the back office split shared code into more
// chunks and the reset and verification pages joined the guest messages; by 2 KB when the
// commissions, options, settings and deal-room screens joined the route table, the deal room's
// messages got their own loader, the settings moved the firm's identity into shared code and
// the full application came to share the apply form's field rules and form kit, which splits
// those into more chunks and lengthens the entry's preload map):
// a change that adds weight fails here (a ratchet), and the goal is
// reported beside it.
const GOAL_KB = 150;
const CEILING_KB: Record<string, number> = {
  '/apply': 201,
  '/apply-quick': 201,
  '/join': 197,
  '/login': 185,
};
// The server of the browser tests serves this build (e2e/support/server-global-setup.ts).
const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? 'dist/web';
const PAGES: Record<string, string> = {
  '/apply': 'Apply for finance',
  '/apply-quick': 'Quick application',
  '/join': 'Become a partner',
  '/login': 'Sign in',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Weight {
  files: number;
  gzipKb: number;
  rawKb: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The size of a built file and of its gzip copy (the budget is in gzip, as the issue says). */
function builtFileSizes(pathname: string): { raw: number; gzip: number } {
  const file = join(WEB_DIST_DIR, pathname);
  const raw = readFileSync(file);
  const gzipFile = `${file}.gz`;
  return {
    raw: raw.length,
    gzip: existsSync(gzipFile) ? statSync(gzipFile).size : gzipSync(raw, { level: 9 }).length,
  };
}

it('guest pages send their scripts compressed, each page within the budget', async () => {
  const weights: Record<string, Weight> = {};
  for (const [path, heading] of Object.entries(PAGES)) {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const encodings = new Map<string, string>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        encodings.set(
          new URL(response.url()).pathname,
          response.headers()['content-encoding'] ?? 'none',
        );
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const scripts = [...encodings.keys()].map(builtFileSizes);
      weights[path] = {
        files: scripts.length,
        gzipKb: kb(scripts.reduce((sum, s) => sum + s.gzip, 0)),
        rawKb: kb(scripts.reduce((sum, s) => sum + s.raw, 0)),
      };
      // Chromium asks for br: every script worth compressing arrives brotli-compressed.
      const uncompressed = [...encodings]
        .filter(([file, encoding]) => encoding !== 'br' && builtFileSizes(file).raw >= 1024)
        .map(([file]) => file);
      expect(uncompressed, path).toEqual([]);
    } finally {
      await context.close();
    }
  }
  console.log(
    Object.entries(weights)
      .map(
        ([path, w]) =>
          `${path}: ${w.files} scripts, ${w.rawKb} KB, ${w.gzipKb} KB gzipped (goal ${GOAL_KB})`,
      )
      .join('\n'),
  );
  for (const [path, weight] of Object.entries(weights)) {
    expect(weight.gzipKb, path).toBeLessThan(CEILING_KB[path]!);
  }
});
