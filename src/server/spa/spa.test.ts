import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../db/schema';
import { messages } from '../../shared/i18n/messages';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'lendref-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><!--app-config--></head><body><div id="app"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  // What build/precompress.ts writes beside an asset.
  const big = `export const text = ${JSON.stringify('lending '.repeat(500))};`;
  writeFileSync(join(dist, 'assets', 'big-def456.js'), big);
  writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(big));
  writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(big));
  // What build/route-preloads.ts writes: each screen's scripts beyond the entry, and messages.
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      screens: {
        apply: { files: ['assets/apply-1.js', 'assets/forms-2.js'], dealRoomMessages: false },
        'term-sheet': { files: ['assets/term-sheet-3.js'], dealRoomMessages: true },
        login: {
          files: ['assets/sign-in-4.js', '"><script>alert(1)</script>.js'],
          dealRoomMessages: false,
        },
      },
      messages: {
        guest: { en: ['assets/guest-en.js'], 'zh-CN': ['assets/guest-zh.js'] },
        'deal-room': { en: ['assets/deal-room-en.js'], 'zh-CN': ['assets/deal-room-zh.js'] },
      },
    }),
  );
  // The shell as served unrendered; guest-pages-rendered.test.ts covers rendered pages (0073).
  t = await createTestApp({ WEB_DIST_DIR: dist, APP_NAME: 'Acme Lending', SSR_ENTRY: '' });
});
afterAll(() => t.close());

function pageConfig(html: string) {
  const match = html.match(/<script type="application\/json" id="app-config">(.*?)<\/script>/);
  if (!match) throw new Error('no page configuration in the page');
  return JSON.parse(match[1]!);
}

function pageMessages(html: string) {
  const match = html.match(/<script type="application\/json" id="app-messages">(.*?)<\/script>/);
  if (!match) throw new Error('no messages in the page');
  return JSON.parse(match[1]!) as Partial<Record<string, Record<string, unknown>>> & {
    en: Record<string, unknown>;
    fr: Record<string, unknown>;
  };
}

function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)">/g)].map(
    (match) => match[1]!,
  );
}

describe('the single-page app', () => {
  it("names the first screen's scripts as modulepreload links, and a deal-room page's messages in the visitor's language", async () => {
    // The guest messages are in the page (next test), never asked for as scripts.
    const apply = await t.app.inject({ method: 'GET', url: '/apply?utm_source=x' });
    expect(preloads(apply.body)).toEqual(['/assets/apply-1.js', '/assets/forms-2.js']);
    // The fallback's deal-room messages too, as the page loads both.
    const termSheet = await t.app.inject({
      method: 'GET',
      url: '/term-sheet/some-token',
      cookies: { locale: 'zh-CN' },
    });
    expect(preloads(termSheet.body)).toEqual([
      '/assets/term-sheet-3.js',
      '/assets/deal-room-en.js',
      '/assets/deal-room-zh.js',
    ]);
    // A name that is not an asset file is left out.
    const login = await t.app.inject({ method: 'GET', url: '/login', cookies: { locale: 'xx' } });
    expect(preloads(login.body)).toEqual(['/assets/sign-in-4.js']);
    expect(login.body).not.toContain('alert(1)');
    // After the entry's tags, before the end of the head; nothing for a path with no screen.
    expect(apply.body.indexOf('modulepreload')).toBeLessThan(apply.body.indexOf('</head>'));
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(preloads(unknown.body)).toEqual([]);
  });

  it("carries the guest messages of the visitor's language and of the fallback as JSON, after the page's markup", async () => {
    const french = await t.app.inject({ method: 'GET', url: '/apply', cookies: { locale: 'fr' } });
    const inPage = pageMessages(french.body);
    expect(Object.keys(inPage)).toEqual(['en', 'fr']);
    expect(inPage.fr['apply-form']).toEqual(messages.fr['apply-form']);
    expect(inPage.en.nav).toEqual(messages.en.nav);
    // The guest bundle only: neither the back office's messages nor the e-mails'.
    expect(inPage.fr).not.toHaveProperty('lead-list');
    expect(inPage.fr).not.toHaveProperty('mail');
    // Data, never a script that runs (strict CSP), and no text can end the block early.
    expect(french.body).not.toMatch(/<script>/);
    expect(french.body.match(/<\/script>/g)).toHaveLength(2);
    expect(french.body.indexOf('id="app-messages"')).toBeGreaterThan(
      french.body.indexOf('<div id="app">'),
    );
    // An unknown saved language is the default's, here the fallback alone.
    const unknown = await t.app.inject({ method: 'GET', url: '/login', cookies: { locale: 'xx' } });
    expect(Object.keys(pageMessages(unknown.body))).toEqual(['en']);
  });

  it('serves index.html with the page configuration for any non-API path (history mode)', async () => {
    for (const url of ['/', '/login', '/lead/123', '/settings/profile?x=1', '/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(pageConfig(response.body)).toEqual({
        appName: 'Acme Lending',
        themeColor: '#3D76C2',
        defaultLocale: 'en',
        locales: ['en', 'es', 'fr', 'pt-BR', 'zh-CN'],
        oauthProviders: [],
        // Until the settings say more, the firm is the app and claims no number or licence.
        firm: {
          legalName: 'Acme Lending',
          market: null,
          businessNumber: null,
          creditLicence: null,
          email: null,
          phone: null,
        },
      });
    }
  });

  it('takes app name, theme colour and default locale from settings, escaped for HTML', async () => {
    await t.db.insert(settings).values([
      { key: 'app_name', value: 'Evil </script><script>alert(1)</script>' },
      { key: 'theme_color', value: '#112233' },
      { key: 'default_locale', value: 'pt_BR' },
    ]);
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(pageConfig(response.body)).toMatchObject({
      appName: 'Evil </script><script>alert(1)</script>',
      themeColor: '#112233',
      defaultLocale: 'pt-BR',
    });
  });

  it("paints the visitor's saved dark mode as the root's class; the system's mode is left to CSS", async () => {
    const root = async (cookie?: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/apply',
        ...(cookie ? { cookies: { dark_mode: cookie } } : {}),
      });
      return /<html[^>]*>/.exec(response.body)?.[0] ?? '';
    };
    expect(await root('dark')).toContain('class="mode-dark"');
    expect(await root('light')).toContain('class="mode-light"');
    // No choice, or one we never write: no class, so `prefers-color-scheme` decides.
    expect(await root()).not.toContain('class=');
    expect(await root('"><script>alert(1)</script>')).not.toContain('class=');
    // The theme colour is on the root beside it, before any script.
    expect(await root('dark')).toMatch(/style="--theme-color:#[0-9A-Fa-f]{3,6};/);
  });

  it('names the firm from the `firm` setting; a malformed setting falls back to the app', async () => {
    await t.db.insert(settings).values({
      key: 'firm',
      value: {
        legal_name: 'Acme Lending Pty Ltd',
        market: 'AU',
        business_number: '51 824 753 556',
        credit_licence: '123456',
        email: 'hello@acme.test',
        phone: '',
      },
    });
    const config = pageConfig((await t.app.inject({ method: 'GET', url: '/' })).body);
    expect(config.firm).toEqual({
      legalName: 'Acme Lending Pty Ltd',
      market: 'AU',
      businessNumber: '51 824 753 556',
      creditLicence: '123456',
      email: 'hello@acme.test',
      phone: null,
    });

    await t.db
      .update(settings)
      .set({ value: { legal_name: 42 } })
      .where(eq(settings.key, 'firm'));
    const fallback = pageConfig((await t.app.inject({ method: 'GET', url: '/' })).body);
    expect(fallback.firm.legalName).toBe(fallback.appName);
    expect(fallback.firm.creditLicence).toBeNull();
  });

  it('serves built assets with long caching and answers 404 for missing files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends an asset’s brotli or gzip copy by Accept-Encoding, with Vary, else the file', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const original = (await get()).body;
    expect(original).toContain('lending lending');

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(original);

    const identity = await get('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toContain('accept-encoding');
  });

  it('sends a page compressed when the browser accepts it, Brotli first, and plain when it refuses both', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/login',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="app">');

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await get('gzip;q=1.0, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await get('br;q=0, gzip;q=0.000, deflate');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    // An unknown page is compressed too, and still answers 404.
    const unknown = await get('br');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'accept-encoding': 'br' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
  });

  it('answers a path the SPA has no screen for with 404 and the SPA (its 404 screen)', async () => {
    for (const url of ['/no-such-page', '/lead/42/edit', '/leads/au?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(pageConfig(response.body).locales).toContain('zh-CN');
    }
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no API route GET /api/does-not-exist.' });
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });
});
