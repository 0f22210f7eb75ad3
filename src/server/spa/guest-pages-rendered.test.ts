import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'lendref-ssr-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LendRef</title><!--app-config--></head><body><div id="app"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist, APP_NAME: 'Acme Lending', LOG_LEVEL: 'error' }, { write: (line) => console.log(line.slice(0, 3000)) });
});
afterAll(() => t.close());

describe('guest pages rendered on the server', () => {
  it('try', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/apply', headers: { 'accept-language': 'fr' } });
    console.log(page.statusCode, page.body.replace(/<script type="application\/json" id="app-messages">.*?<\/script>/, '').slice(0, 8000));
  });
});
