import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents } from '../db/schema';

// Issue 30, item 5: the privacy policy and terms per language, in a Markdown subset, each save
// a kept version; guests read their language, else English, else the default.

let t: TestApp;
let admin: string;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.signIn('admin');
  admin = signedIn.token;
  adminName = signedIn.user.name;
});
afterAll(() => t.close());

const save = (document: string, locale: string, text: unknown, token = admin) =>
  t.request({
    method: 'POST',
    url: `/api/legal-texts/${document}/${locale}`,
    token,
    payload: { text },
  });
const edit = (document: string, locale: string, token = admin) =>
  t.request({ method: 'GET', url: `/api/legal-texts/${document}/${locale}`, token });
const read = (document: string, language: string) =>
  t.request({
    method: 'GET',
    url: `/api/legal/${document}`,
    headers: { 'accept-language': language },
  });

describe('legal texts', () => {
  it('starts the editor from the default text guests read, in the editor’s language', async () => {
    const response = await edit('terms', 'fr');
    expect(response.statusCode).toBe(200);
    const { text, showing, versions } = response.json();
    expect(showing).toBeNull();
    expect(versions).toEqual([]);
    // The default sections, written out in Markdown, naming the firm (the app until set).
    expect(text).toMatch(/^Les présentes conditions/);
    expect(text).toContain('LendRef');
    expect(text).toMatch(/\n\n# [^\n]+\n\n/);
    expect((await read('terms', 'fr')).json()).toEqual({ version: null, html: '' });
  });

  it('keeps each save as a numbered version with who and when, audited', async () => {
    const first = await save('terms', 'es', '# Uso\n\nPrimera versión.');
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toMatchObject({
      document: 'terms',
      locale: 'es',
      version: 1,
      saved_by: adminName,
    });
    const second = await save('terms', 'es', '# Uso\n\nSegunda versión.\r\n\r\n');
    expect(second.json().version.version).toBe(2);
    expect(second.json().message).toMatch(/version 2/);
    // The same text again writes no version.
    expect((await save('terms', 'es', '# Uso\n\nSegunda versión.')).json().version.version).toBe(2);

    const editor = (await edit('terms', 'es')).json();
    expect(editor.text).toBe('# Uso\n\nSegunda versión.');
    expect(editor.showing.version).toBe(2);
    expect(editor.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(Date.parse(editor.versions[0].saved_at)).not.toBeNaN();

    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'legal_text.saved'), eq(auditEvents.entityId, 'terms.es')));
    expect(audits).toHaveLength(2);
  });

  it('shows guests their language, else the English text, else the default', async () => {
    expect((await save('privacy', 'en', '# Privacy\n\nEnglish text.')).statusCode).toBe(200);
    expect(
      (await save('privacy', 'pt-BR', '# Privacidade\n\nTexto em português.')).statusCode,
    ).toBe(200);

    const portuguese = await read('privacy', 'pt-BR,pt;q=0.9');
    expect(portuguese.statusCode).toBe(200);
    expect(portuguese.headers['cache-control']).toBe('no-cache');
    expect(portuguese.json()).toMatchObject({
      version: { locale: 'pt-BR', version: 1 },
      html: '<h2>Privacidade</h2>\n<p>Texto em português.</p>\n',
    });
    // No Chinese text: the English one.
    expect((await read('privacy', 'zh-CN')).json()).toMatchObject({
      version: { locale: 'en', version: 1 },
      html: expect.stringContaining('<p>English text.</p>'),
    });
    // An emptied Portuguese text gives the English one back to Portuguese readers.
    expect((await save('privacy', 'pt-BR', '')).json().version.version).toBe(2);
    expect((await read('privacy', 'pt-BR')).json().version).toMatchObject({ locale: 'en' });
    expect((await read('cookies', 'en')).statusCode).toBe(404);
  });

  it('renders headings, lists and links, and neutralises raw HTML and javascript: links', async () => {
    const text = [
      '# Your rights',
      '',
      '- See your data',
      '- [Write to us](mailto:privacy@kiwi.test) or [read more](https://kiwi.test/rights)',
      '',
      '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
      '<script>alert(1)</script><img src=x onerror=alert(2)> <a href="javascript:alert(3)">a</a>',
    ].join('\n');
    expect((await save('terms', 'zh-CN', text)).statusCode).toBe(200);
    const { html } = (await read('terms', 'zh-CN')).json();
    expect(html).toContain('<h2>Your rights</h2>');
    expect(html).toContain('<li>See your data</li>');
    expect(html).toContain(
      '<a href="mailto:privacy@kiwi.test" rel="nofollow noopener noreferrer">Write to us</a>',
    );
    expect(html).toContain('<a href="https://kiwi.test/rights"');
    expect(html).not.toMatch(/<script|<img|href="javascript|href="data|<a href="javascript/i);
    expect(html).toContain('[click](javascript:alert(1))');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
  });

  it('never lets any text become a tag, attribute or link outside the subset', async () => {
    const hostile = fc.constantFrom(
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x]( javascript:alert(1))',
      '[x](data:text/html,<script>)',
      '[x](vbscript:msgbox)',
      '![i](https://x.test/i.png)',
      '<iframe src=https://x.test>',
      '"><svg onload=alert(1)>',
      '# ',
      '- ',
      '\n\n',
      '`',
      '&lt;script&gt;',
      "$'",
      '$&',
    );
    const text = fc
      .array(fc.oneof(hostile, fc.string({ maxLength: 8 })), { maxLength: 12 })
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, async (markdown) => {
        expect((await save('terms', 'pt-BR', markdown)).statusCode).toBe(200);
        const { html } = (await read('terms', 'pt-BR')).json();
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
        for (const [, tag, attributes] of tags) {
          expect([
            'h2',
            'h3',
            'h4',
            'h5',
            'h6',
            'p',
            'br',
            'ul',
            'ol',
            'li',
            'a',
            'em',
            'strong',
          ]).toContain(tag!.toLowerCase());
          for (const [, name, value] of attributes!.matchAll(/([a-z-]+)="([^"]*)"/gi)) {
            expect(['href', 'rel', 'start']).toContain(name);
            if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:)/i);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('is written by admins only', async () => {
    const partner = (await t.signIn('partner')).token;
    expect((await save('privacy', 'fr', 'Non.', partner)).statusCode).toBe(403);
    expect((await edit('privacy', 'fr', partner)).statusCode).toBe(403);
    const guest = await t.request({
      method: 'POST',
      url: '/api/legal-texts/privacy/fr',
      payload: { text: 'Non.' },
    });
    expect(guest.statusCode).toBe(401);
    expect((await edit('privacy', 'fr')).json().versions).toEqual([]);
  });

  it('answers bad input with 422 naming the problem', async () => {
    const tooLong = await save('privacy', 'fr', 'x'.repeat(50_001));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toHaveProperty('text');
    expect((await save('privacy', 'fr', 42)).statusCode).toBe(422);
    const unknownDocument = await save('cookies', 'fr', 'x');
    expect(unknownDocument.statusCode).toBe(422);
    expect(unknownDocument.json().errors).toHaveProperty('document');
    expect((await save('privacy', 'de', 'x')).json().errors).toHaveProperty('locale');
    expect((await edit('privacy', 'fr')).json().versions).toEqual([]);
  });
});
