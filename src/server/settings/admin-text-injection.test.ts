import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { mailSite, workerOptionsFrom } from '../mail/outbox-worker';
import { renderMail, type MailTemplateName } from '../mail/templates/registry';
import { TEMPLATE_SAMPLE_KEY, templateSamples } from '../mail/templates/template-samples';
import { testConfig } from '../../../tests/support/test-app';

// Issue 31, finding 3: an admin text holding `$'`, `` $` `` or `$&` went through a replacement
// string into every page and e-mail, and broke them all. Every text field of the settings is
// saved with such sequences, HTML and very long values; every page and e-mail must still carry
// it verbatim and inert.

const TEMPLATE =
  '<!doctype html><html><head><title>x</title><!--app-config--></head><body><div id="app"></div><script type="module" src="/assets/app.js"></script></body></html>';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'lendref-dist-'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({ WEB_DIST_DIR: dist });
  admin = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

const HOSTILE = [
  "$'",
  '$`',
  '$&',
  '$1',
  '$$',
  '$<name>',
  '</script>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<!--app-config-->',
  '</head>',
  '</body></html>',
  '"',
  '&amp;',
  '\u2028',
];

/** Text an admin could save in a field of `max` characters: stored as typed (already trimmed). */
function adminText(max: number, minLength = 0) {
  const piece = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 12 }));
  const mixed = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));
  // A very long value: hostile sequences repeated up to the field's limit.
  const long = fc
    .constantFrom(...HOSTILE)
    .map((sequence) => sequence.repeat(Math.ceil(max / sequence.length)).slice(0, max));
  return fc
    .oneof(mixed, long)
    .map((value) => value.slice(0, max).trim())
    .filter((value) => value.length >= minLength);
}

/** Where each field shows up in the page configuration. */
const FIELDS = [
  { name: 'app_name', max: 60, min: 1, save: (v: string) => ({ app_name: v }) },
  {
    name: 'firm.legal_name',
    max: 200,
    min: 1,
    save: (v: string) => ({ firm: { ...EMPTY_FIRM, legal_name: v } }),
  },
  {
    name: 'firm.credit_licence',
    max: 40,
    min: 0,
    save: (v: string) => ({ firm: { ...EMPTY_FIRM, credit_licence: v } }),
  },
  {
    name: 'firm.phone',
    max: 40,
    min: 0,
    save: (v: string) => ({ firm: { ...EMPTY_FIRM, phone: v } }),
  },
] as const;

const EMPTY_FIRM = {
  legal_name: 'Acme Lending Pty Ltd',
  market: 'AU',
  business_number: '',
  credit_licence: '',
  email: '',
  phone: '',
};

function pageConfigOf(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/json" id="app-config">/g)];
  expect(blocks).toHaveLength(1);
  const start = html.indexOf('id="app-config">') + 'id="app-config">'.length;
  const json = html.slice(start, html.indexOf('</script>', start));
  return JSON.parse(json) as Record<string, unknown>;
}

function savedValueIn(config: Record<string, unknown>, field: string): unknown {
  const firm = config.firm as Record<string, unknown>;
  switch (field) {
    case 'app_name':
      return config.appName;
    case 'firm.legal_name':
      return firm.legalName;
    case 'firm.credit_licence':
      return firm.creditLicence ?? '';
    default:
      return firm.phone ?? '';
  }
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

describe('admin texts with replacement patterns, HTML and long values', () => {
  it.each(FIELDS)(
    '$name reaches every page and e-mail verbatim and inert',
    async (field) => {
      const options = { ...workerOptionsFrom(testConfig()), appKey: TEMPLATE_SAMPLE_KEY };
      await fc.assert(
        fc.asyncProperty(adminText(field.max, field.min), async (value) => {
          const saved = await t.request({
            method: 'PUT',
            url: '/api/settings',
            token: admin,
            payload: field.save(value),
          });
          expect(saved.statusCode, saved.body).toBe(200);

          for (const url of ['/', '/apply']) {
            const page = await t.app.inject({ method: 'GET', url });
            expect(page.statusCode).toBe(200);
            // The page's own scripts, once each (its config, its messages, the app, decision
            // 0064; the server render's data, 0073): nothing the admin wrote became markup.
            expect(page.body.match(/<script/g)).toHaveLength(4);
            expect(page.body.match(/<\/head>/g)).toHaveLength(1);
            expect(page.body.endsWith('</body></html>')).toBe(true);
            expect(savedValueIn(pageConfigOf(page.body), field.name)).toBe(value);
          }

          const site = await mailSite(t.db, options);
          for (const [template, data] of Object.entries(templateSamples)) {
            const mail = renderMail(template as MailTemplateName, 'en', data, site);
            expect(mail.html.match(/<\/body><\/html>/g)).toHaveLength(1);
            expect(mail.html).not.toMatch(/<script|<img/i);
            expect(mail.html).toContain(escapeHtml(value));
            expect(mail.text).toContain(value);
          }
        }),
        { numRuns: 15 },
      );
    },
    120_000,
  );
});
