import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { leads } from '../db/schema';
import { TEST_APP_KEY, filledFormToken } from './leads.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY, APPLY_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

async function apply(payload: Record<string, unknown>, language = 'en') {
  return t.request({
    method: 'POST',
    url: '/api/apply',
    payload: { form_token: filledFormToken(), ...payload },
    headers: { 'accept-language': language },
  });
}

// Each bad value is answered 422 with the field named, in the caller's language.
describe('POST /api/apply refuses bad values field by field', () => {
  it.each([
    ['market', { market: 'US' }],
    ['first_name', { first_name: '' }],
    ['first_name', { first_name: 'x'.repeat(101) }],
    ['last_name', { last_name: 42 }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: `${'x'.repeat(250)}@example.com` }],
    ['mobile', { mobile: '02 9876 5432' }],
    ['mobile', { mobile: '+64 21 123 4567' }],
    ['business_name', { business_name: '' }],
    ['business_structure', { business_structure: 'llc' }],
    ['business_number', { business_number: '51 824 753 557' }],
    ['business_number', { business_number: '9429046393920' }],
    ['industry', { industry: 'piracy' }],
    ['time_trading', { time_trading: '100y' }],
    ['annual_revenue', { annual_revenue: -5 }],
    ['annual_revenue', { annual_revenue: 'lots' }],
    ['amount', { amount: 1 }],
    ['amount', { amount: 5_000_001 }],
    ['amount', { amount: 12_345.67 }],
    ['amount', { amount: '50000' }],
    ['purpose', { purpose: 'holiday' }],
    ['term_months', { term_months: 0 }],
    ['term_months', { term_months: 999 }],
    ['region', { region: 'NZ-AUK' }],
    ['region', { region: 'XYZ' }],
    ['consent', { consent: false }],
    ['consent', { consent: 'yes' }],
    ['product', { product: '../../etc' }],
    ['utm_source', { utm_source: 'x'.repeat(300) }],
    ['referrer', { referrer: 'x'.repeat(3000) }],
    ['variant', { variant: 'apply-later' }],
    ['unexpected', { unexpected: 'field' }],
    ['first_name', { first_name: 'Null\u0000Byte' }],
  ])('names %s for %j', async (field, change) => {
    const response = await apply(applicationPayload(change));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('There were some problems with your input.');
    expect(Object.keys(body.errors)).toContain(field);
  });

  it.each([
    ['mobile', { mobile: '09 123 4567' }],
    ['business_number', { business_number: '9429046393921' }],
    ['region', { region: 'NSW' }],
  ])('NZ: names %s for %j', async (field, change) => {
    const nz = applicationPayload({
      market: 'NZ',
      mobile: '021 123 4567',
      business_number: '9429046393920',
      region: 'NZ-CAN',
    });
    const response = await apply({ ...nz, ...change });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('words errors in the guest language, with the limits', async () => {
    const amount = await apply(applicationPayload({ amount: 100 }), 'fr');
    expect(amount.statusCode).toBe(422);
    expect(amount.json().errors.amount[0]).toMatch(/au moins 5[\s\u202f\u00a0]?000/);
    const abn = await apply(applicationPayload({ business_number: '1' }), 'zh-CN');
    expect(abn.json().errors.business_number[0]).toBe('ABN 无效：请检查这 11 位数字。');
  });

  it('uses the amount limits from the options table, naming the currency', async () => {
    const response = await apply(applicationPayload({ amount: 4_999 }));
    expect(response.json().errors.amount).toEqual(['The amount must be at least 5,000 AUD.']);
  });

  it('refuses wrong body types with 4xx, never 500', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', '{']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/apply',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('refuses a missing, forged or expired form token, and a form sent too fast', async () => {
    const { form_token: _token, ...rest } = { form_token: '', ...applicationPayload() };
    const cases: [unknown, RegExp][] = [
      [undefined, /required/],
      ['123.forged', /expired/],
      [filledFormToken(3 * 24 * 3600), /expired/],
      [filledFormToken(0), /check your answers/],
    ];
    for (const [formToken, message] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/apply',
        payload: formToken === undefined ? rest : { ...rest, form_token: formToken },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.form_token[0]).toMatch(message);
    }
  });
});

describe('GET /api/apply/options', () => {
  it('serves markets, choices, limits, consent text and a fresh form token in the caller language', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/apply/options',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.markets.map((m: { code: string }) => m.code)).toEqual(['AU', 'NZ']);
    expect(body.markets[1].regions).toHaveLength(16);
    expect(body.markets[0].amount_limits).toEqual({ min: 5000, max: 5_000_000 });
    expect(body.structures).toContainEqual({
      value: 'sole_trader',
      label: 'Empresário individual',
    });
    expect(body.industries).toContainEqual({ value: 'construction', label: 'Construção' });
    expect(body.purposes.length).toBeGreaterThan(3);
    expect(body.time_trading.length).toBe(5);
    expect(body.consent_text).toMatch(/Concordo/);
    expect(body.default_product).toBe('single-event');
    expect(body.form_token).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
  });
});

// Text PostgreSQL cannot store used to pass validation and fail the jsonb insert: a 500 and a
// lost application. Refused upfront now, on the field, and nothing half-written is left.
describe('POST /api/apply refuses text that cannot be stored', () => {
  it.each([
    ['a lone high surrogate', 'Jo\uD800'],
    ['a lone low surrogate', '\uDC00Jo'],
    ['a NUL byte', 'Jo\u0000'],
  ])('%s → 422 on the field, no lead written', async (_, firstName) => {
    const before = await t.db.$count(leads);
    const response = await apply(applicationPayload({ first_name: firstName }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ['This value contains a character that is not allowed.'],
    });
    expect(await t.db.$count(leads)).toBe(before);
  });

  it('a surrogate pair (an emoji) is stored as it is', async () => {
    const response = await apply(applicationPayload({ business_name: 'Bakery 🥐 Pty Ltd' }));
    expect(response.statusCode).toBe(200);
  });
});
