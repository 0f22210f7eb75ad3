import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { leads } from '../db/schema';
import { TEST_APP_KEY, filledFormToken } from './leads.test-support';

// Issue 30, item 2: the consent stored with a lead names the firm of the live settings, in the
// language the form was shown in, and is the server's sentence, never the browser's.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY, APPLY_RATE_LIMIT: '1000' });
  admin = (await t.signIn('admin')).token;
  const renamed = await t.request({
    method: 'PUT',
    url: '/api/settings',
    token: admin,
    payload: {
      app_name: 'Kiwi Capital',
      firm: {
        legal_name: 'Kiwi Capital Holdings Pty Ltd',
        market: null,
        business_number: '',
        credit_licence: '',
        email: '',
        phone: '',
      },
    },
  });
  expect(renamed.statusCode).toBe(200);
});
afterAll(() => t.close());

async function options(language: string) {
  const response = await t.request({
    method: 'GET',
    url: '/api/apply/options',
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { consent_text: string };
}

function apply(language: string, overrides: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/apply',
    payload: { form_token: filledFormToken(), ...applicationPayload(overrides) },
    headers: { 'accept-language': language },
  });
}

async function leadByReference(reference: string) {
  const [lead] = await t.db.select().from(leads).where(eq(leads.reference, reference));
  if (!lead) throw new Error(`no lead ${reference}`);
  return lead;
}

describe('the consent of an application', () => {
  it.each([
    ['zh-CN', /^我同意由 Kiwi Capital Holdings Pty Ltd 运营的 Kiwi Capital/],
    ['fr', /^J’accepte que Kiwi Capital, exploité par Kiwi Capital Holdings Pty Ltd,/],
  ])(
    'names the renamed app and the legal name in %s, as shown and as stored',
    async (language, sentence) => {
      const shown = (await options(language)).consent_text;
      expect(shown).toMatch(sentence);
      expect(shown).not.toContain('LendRef');

      const response = await apply(language, { consent_text: shown });
      expect(response.statusCode, response.body).toBe(200);
      const lead = await leadByReference(response.json().reference);
      expect(lead.consentText).toBe(shown);
      expect(lead.locale).toBe(language);
    },
  );

  it('stores the server’s sentence when the browser sends none', async () => {
    const response = await apply('es');
    expect(response.statusCode).toBe(200);
    const lead = await leadByReference(response.json().reference);
    expect(lead.consentText).toBe((await options('es')).consent_text);
    expect(lead.consentText).toMatch(/^Acepto que Kiwi Capital, de Kiwi Capital Holdings/);
  });

  it('refuses a consent sentence the server would not write, and stores nothing', async () => {
    const before = await t.db.select({ id: leads.id }).from(leads);
    const forged = 'I agree to nothing at all.';
    const response = await apply('en', { consent_text: forged });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.consent).toEqual([
      expect.stringMatching(/wording of this agreement has changed/),
    ]);
    // The French sentence sent with an English form is just as foreign.
    const french = (await options('fr')).consent_text;
    expect((await apply('en', { consent_text: french })).statusCode).toBe(422);
    expect(await t.db.select({ id: leads.id }).from(leads)).toHaveLength(before.length);
    expect(
      await t.db.select({ id: leads.id }).from(leads).where(eq(leads.consentText, forged)),
    ).toEqual([]);
  });

  it('refuses an over-long consent sentence with 422 on its field', async () => {
    const response = await apply('en', { consent_text: 'x'.repeat(2001) });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain('consent_text');
  });

  it('keeps the privacy policy version linked, and the lead screen shows it with the language', async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/api/legal-texts/privacy/zh-CN',
      token: admin,
      payload: { text: '# 我们收集的信息\n\n- 姓名\n- 电子邮件' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const version = saved.json().version;

    const shown = (await options('zh-CN')).consent_text;
    const chinese = await apply('zh-CN', { consent_text: shown });
    const english = await apply('en');
    const chineseLead = await leadByReference(chinese.json().reference);
    const englishLead = await leadByReference(english.json().reference);
    expect(chineseLead.consentPrivacyVersionId).toBe(version.id);
    // No English text is saved: the English applicant was pointed to the default text.
    expect(englishLead.consentPrivacyVersionId).toBeNull();

    const detail = await t.request({
      method: 'GET',
      url: `/api/leads/${chineseLead.id}`,
      token: admin,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().lead.consent).toEqual({
      text: shown,
      locale: 'zh-CN',
      privacy_version: {
        id: version.id,
        document: 'privacy',
        locale: 'zh-CN',
        version: 1,
        saved_at: version.saved_at,
        saved_by: version.saved_by,
      },
    });
    const partner = (await t.signIn('partner')).token;
    const refused = await t.request({
      method: 'GET',
      url: `/api/leads/${chineseLead.id}`,
      token: partner,
    });
    expect(refused.statusCode).toBe(403);
  });
});
