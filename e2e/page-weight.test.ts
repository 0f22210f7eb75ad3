import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { newContext } from './support/browser';
import { browser } from './support/browser-fixture';

// Issues 13 and 32: the guest pages load compressed and lean. The JavaScript a first visit
// downloads (every script the page loads until it is idle, as sent over the wire, gzipped) stays
// under 175 KB per page, with React DOM rendering the app.
const BUDGET_KB = 175;
// The server of the browser tests serves this build (e2e/support/server-global-setup.ts).
const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? 'dist/web';
const PAGES: Record<string, string> = {
  '/apply': 'Apply for finance',
  '/apply-quick': 'Quick application',
  '/join': 'Become a partner',
  '/login': 'Sign in',
};

interface Weight {
  files: number;
  gzipKb: number;
  rawKb: number;
  /** The page itself, gzipped: it carries the guest messages as JSON (decision 0064). */
  pageKb: number;
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
      const document = await page.goto(path, { waitUntil: 'networkidle' });
      const html = (await document?.body()) ?? Buffer.alloc(0);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const scripts = [...encodings.keys()].map(builtFileSizes);
      weights[path] = {
        files: scripts.length,
        gzipKb: kb(scripts.reduce((sum, s) => sum + s.gzip, 0)),
        rawKb: kb(scripts.reduce((sum, s) => sum + s.raw, 0)),
        pageKb: kb(gzipSync(html, { level: 9 }).length),
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
          `${path}: ${w.files} scripts, ${w.rawKb} KB, ${w.gzipKb} KB gzipped (budget ${BUDGET_KB}); ` +
          `the page ${w.pageKb} KB gzipped`,
      )
      .join('\n'),
  );
  for (const [path, weight] of Object.entries(weights)) {
    expect(weight.gzipKb, path).toBeLessThan(BUDGET_KB);
  }
});
