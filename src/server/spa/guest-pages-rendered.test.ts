import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../db/schema';
import { messages } from '../../shared/i18n/messages';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { dealRoomLead, sendTermSheet } from '../deal-room/deal-room.test-support';
import { TEST_APP_KEY } from '../leads/leads.test-support';

// Decision 0073: guest pages are rendered on the server, from the browser's route table.
let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'lendref-ssr-'));
  // The built index.html's shape: the app's empty root, the entry as a module script.
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LendRef</title><!--app-config--><script type="module" crossorigin src="/assets/vendor-1.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head><body><div id="app"></div></body></html>',
  );
  // What build/route-preloads.ts writes: a screen's chunks beyond the entry, and the loader.
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      screens: { apply: { files: ['assets/apply-1.js'], dealRoomMessages: false } },
      messages: { guest: {}, 'deal-room': {} },
      afterPaint: 'assets/after-paint-1.js',
    }),
  );
  // The key that opens the sealed links in e-mails: a real term-sheet link is read from its mail.
  t = await createTestApp({ WEB_DIST_DIR: dist, APP_KEY: TEST_APP_KEY });
  await t.db.insert(settings).values([
    { key: 'app_name', value: 'Harbour & Co Finance' },
    { key: 'theme_color', value: '#0f766e' },
  ]);
});
afterAll(() => t.close());

const GUEST_PAGES = [
  '/',
  '/apply',
  '/apply-now',
  '/apply-quick',
  '/apply/UNKNOWN1',
  '/join',
  '/login',
  '/password/reset',
  '/password/reset/some-token',
  '/email/resend',
  '/privacy',
  '/terms',
  '/thank-you',
  '/success',
  '/thank-you-partner',
];

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/** The strings of one language's messages, flattened. */
function strings(value: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node === 'string') found.add(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(value);
  return found;
}

const appRoot = (html: string) => html.match(/<div id="app">([\s\S]*)<\/div><script/)?.[1] ?? '';
const heading = (html: string) => text(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');

describe('guest pages rendered on the server', () => {
  it("carry their heading in the visitor's language (cookie, then Accept-Language), the app's name and theme colour", async () => {
    const french = strings(messages.fr);
    const english = strings(messages.en);
    for (const url of GUEST_PAGES) {
      for (const visitor of [
        { cookies: { locale: 'fr' } },
        { headers: { 'accept-language': 'fr-CA,en;q=0.5' } },
      ]) {
        const page = await t.app.inject({ method: 'GET', url, ...visitor });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<html lang="fr"');
        const h1 = heading(appRoot(page.body));
        expect(french.has(h1), `${url}: "${h1}"`).toBe(true);
        expect(english.has(h1), `${url}: "${h1}" is English`).toBe(false);
        expect(page.body, url).toMatch(/<title>[^<]+ · Harbour &amp; Co Finance<\/title>/);
        expect(appRoot(page.body), url).toContain('Harbour &amp; Co Finance');
        expect(page.body, url).toContain('<meta name="theme-color" content="#0f766e">');
        expect(page.body, url).toContain('--theme-color:#0f766e');
      }
    }
  });

  it('renders the application form with its live options, labelled, and the data to hydrate it as JSON', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/apply', cookies: { locale: 'fr' } });
    const root = appRoot(page.body);
    const labels = messages.fr['apply-form'];
    for (const label of [labels.first_name, labels.email, labels.business_name]) {
      expect(root).toMatch(new RegExp(`<label[^>]*for="[^"]+"[^>]*>${label}`));
    }
    expect(root).toContain('<form');
    // The options (industries) come from the options API, in French.
    const data = JSON.parse(
      page.body.match(/<script type="application\/json" id="app-render">(.*?)<\/script>/)![1]!,
    ) as { guestData: Record<string, { key: string; data: { industries: { label: string }[] } }> };
    const options = Object.values(data.guestData)[0]!;
    expect(options.key).toBe('fr');
    expect(options.data.industries.length).toBeGreaterThan(0);
    expect(root).toContain(`>${options.data.industries[0]!.label}</option>`);
    // Data only: no script that runs inline (the CSP allows none).
    expect(page.body).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))[^>]*>/);
  });

  it("renders a deal-room page whose link is wrong as the browser's invalid-link page, with 404, never its form", async () => {
    const unavailable = messages.en['deal-room'];
    for (const url of ['/term-sheet/not-a-token', '/upload/not-a-token', '/full-application/x']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      const root = appRoot(page.body);
      expect(root, url).toContain(text(unavailable.unavailable_title));
      expect(root, url).not.toContain('<form');
      expect(root, url).not.toContain('<input');
    }
  }, 90_000);

  // Issue 42 item 2: a token holding a NUL was a 422 from the API, and the page said the service
  // was unavailable.
  it('renders a deal-room page whose token holds a NUL as the invalid-link page, in the visitor’s language', async () => {
    const french = text(messages.fr['deal-room'].unavailable_title);
    for (const url of ['/term-sheet/%00', '/upload/%00', '/full-application/%00']) {
      const page = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'fr' },
      });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toMatch(/<html[^>]* lang="fr"/);
      expect(page.body, url).toMatch(/<title>[^<]+<\/title>/);
      expect(appRoot(page.body), url).toContain(french);
    }
  }, 90_000);

  // Issue 42 item 8: the server starts the form on the market the browser would, or the one the
  // visitor chose before, so a New Zealander never sees the Australian form first.
  it('renders the application form on the visitor’s market: their languages’ region, then their choice', async () => {
    const apply = async (headers: Record<string, string>, cookies: Record<string, string> = {}) => {
      const page = await t.app.inject({ method: 'GET', url: '/apply', headers, cookies });
      expect(page.statusCode).toBe(200);
      return appRoot(page.body);
    };
    const nz = await apply({ 'accept-language': 'en-NZ,en;q=0.8' });
    expect(nz).toContain('NZBN');
    expect(nz).toContain('Amount needed (NZD)');
    expect(nz).not.toContain('>ABN<');
    const au = await apply({ 'accept-language': 'en-AU' });
    expect(au).toContain('ABN');
    expect(au).toContain('Amount needed (AUD)');
    expect(au).not.toContain('NZBN');
    const chosen = await apply({ 'accept-language': 'en-AU' }, { market: 'NZ' });
    expect(chosen).toContain('NZBN');
    expect(chosen).toContain('Amount needed (NZD)');
    // The browser hydrates on the same market: the page hands it over with its data.
    const page = await t.app.inject({
      method: 'GET',
      url: '/apply',
      headers: { 'accept-language': 'en-NZ' },
    });
    const data = page.body.match(/<script type="application\/json" id="app-render">([^<]*)</)?.[1];
    expect(JSON.parse(data ?? '{}').market).toBe('NZ');
  }, 90_000);

  // Issue 42 item 2: an address Fastify cannot decode answered raw JSON, with no title or language.
  it('answers a page address it cannot decode with the invalid-link page, 400, in the visitor’s language', async () => {
    const french = text(messages.fr['deal-room'].unavailable_title);
    for (const url of [
      '/term-sheet/%00%ff',
      '/upload/%ff',
      '/full-application/%ff',
      '/apply/%00%ff',
      '/%ff',
    ]) {
      const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
      expect(page.statusCode, url).toBe(400);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toMatch(/<html[^>]* lang="fr"/);
      expect(page.body, url).toContain(`<title>${french} · Harbour &amp; Co Finance</title>`);
      expect(page.body.match(/<div id="app">([\s\S]*)<\/div>/)?.[1], url).toContain(french);
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    // The API keeps its JSON answer.
    const api = await t.app.inject({ method: 'GET', url: '/api/apply/referrer/%ff' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ message: 'The address is not valid.' });
  }, 90_000);

  it("renders a term sheet whose link is good with its terms, in the guest's language", async () => {
    const dealRoom = { t, admin: await t.signIn('admin') };
    const lead = await dealRoomLead(dealRoom, { firstName: 'Océane' });
    const token = await sendTermSheet(dealRoom, lead);
    const page = await t.app.inject({
      method: 'GET',
      url: `/term-sheet/${encodeURIComponent(token)}`,
      cookies: { locale: 'fr' },
    });
    expect(page.statusCode).toBe(200);
    const root = appRoot(page.body);
    expect(strings(messages.fr).has(heading(root)), heading(root)).toBe(true);
    expect(root).toContain(lead.reference);
    expect(root).not.toContain(text(messages.fr['deal-room'].unavailable_title));
    // The first deal-room page makes the server import the deal room's screens: slow under load.
  }, 90_000);

  it("renders a privacy policy in the firm's own words, its raw HTML still only text", async () => {
    const { token } = await t.signIn('admin');
    const text = '# Harbour privacy\n\nWe keep <script>alert(1)</script> nothing.';
    const saved = await t.request({
      method: 'POST',
      url: '/api/legal-texts/privacy/en',
      token,
      payload: { text },
    });
    expect(saved.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/privacy' });
    expect(page.statusCode).toBe(200);
    const root = appRoot(page.body);
    expect(root).toContain('<h2>Harbour privacy</h2>');
    expect(root).toContain('We keep &lt;script&gt;alert(1)&lt;/script&gt; nothing.');
    expect(root).not.toContain('<script>');
  });

  it('leaves the back office and a signed-in visitor to the browser', async () => {
    for (const url of ['/leads', '/settings/profile', '/home']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body, url).toContain('<div id="app"></div>');
      expect(page.body, url).not.toContain('id="app-render"');
    }
    const { token } = await t.signIn('partner');
    const signedIn = await t.app.inject({ method: 'GET', url: '/apply', cookies: { token } });
    expect(signedIn.body).toContain('<div id="app"></div>');
  });

  // Decision 0085: a rendered page paints without its scripts; a browser-rendered one needs them.
  it("names a rendered page's scripts for the after-paint loader, and leaves the browser's pages their tags", async () => {
    const rendered = await t.app.inject({ method: 'GET', url: '/apply' });
    expect(rendered.body).toContain('id="app-render"');
    const head = rendered.body.slice(0, rendered.body.indexOf('</head>'));
    expect([...head.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script type="application/json" id="app-config">',
      '<script type="module" crossorigin fetchpriority="low" src="/assets/after-paint-1.js">',
    ]);
    expect(rendered.body).not.toContain('rel="modulepreload"');
    // The stylesheet stays a tag: the first paint needs it.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    const scripts = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(
      rendered.body,
    );
    expect(JSON.parse(scripts![1]!)).toEqual({
      scripts: ['/assets/vendor-1.js', '/assets/index-1.js'],
      preloads: ['/assets/apply-1.js'],
    });

    const backOffice = await t.app.inject({ method: 'GET', url: '/leads' });
    expect(backOffice.body).not.toContain('after-paint');
    expect(backOffice.body).not.toContain('id="page-scripts"');
    expect(backOffice.body).toContain(
      '<script type="module" crossorigin src="/assets/vendor-1.js"></script><script type="module" crossorigin src="/assets/index-1.js"></script>',
    );
  });
});
