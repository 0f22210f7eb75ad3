import { describe, expect, it } from 'vitest';
import type { IssueLike } from '../validation/format-issue';
import { issuesToFieldErrors } from '../validation/format-issue';
import {
  createApplicationSchema,
  createApplicationVariantSchema,
  normalizeApplication,
} from './apply.contract';

const limits = { AU: { min: 5_000, max: 500_000 }, NZ: { min: 5_000, max: 400_000 } };
const schema = createApplicationSchema({
  amountLimits: limits,
  industries: ['construction', 'retail'],
  purposes: ['working_capital', 'equipment'],
  timeTrading: ['lt_6m', '2y_plus'],
});

const fullAu = {
  variant: 'apply',
  market: 'AU',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile: '0412 345 678',
  business_name: 'Analytical Engines Pty Ltd',
  business_structure: 'company',
  business_number: '51 824 753 556',
  industry: 'construction',
  time_trading: '2y_plus',
  annual_revenue: 1_200_000,
  amount: 50_000,
  purpose: 'equipment',
  term_months: 24,
  region: 'NSW',
  consent: true,
  form_token: 'token',
};
const fullNz = {
  ...fullAu,
  market: 'NZ',
  mobile: '021 123 4567',
  business_number: '9429046393920',
  region: 'NZ-MWT',
};
const quick = {
  variant: 'apply-quick',
  market: 'NZ',
  first_name: 'Kiri',
  last_name: 'Te Kanawa',
  email: 'kiri@example.nz',
  mobile: '+64 21 123 4567',
  amount: 10_000,
  consent: true,
  form_token: 'token',
};

const key = (k: string, values?: Record<string, unknown>) =>
  values && Object.values(values).some((v) => v !== undefined)
    ? `${k}:${JSON.stringify(values)}`
    : k;
function errorsOf(input: unknown, s: { safeParse: typeof schema.safeParse } = schema) {
  const result = s.safeParse(input, { reportInput: true });
  return result.success ? {} : issuesToFieldErrors(result.error.issues as IssueLike[], key);
}

describe('application schema', () => {
  // Issue 12: the market rules used to wait until every other field was right.
  it('reports every error at once: empty choices, a missing name and a wrong check digit', () => {
    const input = {
      ...fullAu,
      first_name: '',
      industry: '',
      purpose: '',
      business_number: '51 824 753 557',
      mobile: '02 9876 5432',
    };
    for (const s of [
      schema,
      createApplicationVariantSchema('apply', { industries: ['construction'] }),
    ]) {
      const errors = errorsOf(input, s);
      expect(Object.keys(errors)).toEqual(
        expect.arrayContaining(['first_name', 'industry', 'purpose', 'business_number', 'mobile']),
      );
      expect(errors.business_number).toEqual(['lead-validation.abn_invalid']);
      expect(errors.mobile).toEqual(['lead-validation.mobile_au']);
    }
  });

  it('does not trip over a body that is not an object', () => {
    expect(errorsOf(null)).not.toEqual({});
    expect(errorsOf('text')).not.toEqual({});
  });

  it('accepts a full AU application, a full NZ one and a quick one', () => {
    expect(errorsOf(fullAu)).toEqual({});
    expect(errorsOf(fullNz)).toEqual({});
    expect(errorsOf(quick)).toEqual({});
  });

  it('defaults the product to single-event and normalises mobile and business number', () => {
    const parsed = schema.parse(fullAu);
    expect(parsed.product).toBe('single-event');
    expect(normalizeApplication(parsed)).toEqual({
      mobile: '+61412345678',
      businessNumber: '51824753556',
      currency: 'AUD',
    });
    expect(normalizeApplication(schema.parse(fullNz)).currency).toBe('NZD');
  });

  it.each([
    ['business_number', { business_number: '51 824 753 557' }, 'lead-validation.abn_invalid'],
    ['business_number', { business_number: '9429046393920' }, 'lead-validation.abn_invalid'],
    ['mobile', { mobile: '02 9876 5432' }, 'lead-validation.mobile_au'],
    ['mobile', { mobile: '+64 21 123 4567' }, 'lead-validation.mobile_au'],
    ['region', { region: 'NZ-AUK' }, 'lead-validation.state_invalid'],
    ['amount', { amount: 4_999 }, 'market-validation.amount_min_aud:{"min":5000}'],
    ['amount', { amount: 500_001 }, 'market-validation.amount_max_aud:{"max":500000}'],
    ['region', { region: '' }, 'form.select_required:{"min":1}'],
    ['amount', { amount: 10_000.5 }, 'lead-validation.whole_dollars'],
    ['amount', { amount: '10000' }, 'lead-validation.whole_dollars'],
    ['industry', { industry: 'mining' }, 'validation.invalid_choice'],
    ['purpose', { purpose: 'holiday' }, 'validation.invalid_choice'],
    ['time_trading', { time_trading: 'forever' }, 'validation.invalid_choice'],
    ['business_structure', { business_structure: 'llc' }, 'validation.invalid_choice'],
    ['term_months', { term_months: 1 }, 'validation.min_value:{"min":3}'],
    ['term_months', { term_months: 361 }, 'validation.max_value:{"max":360}'],
    ['annual_revenue', { annual_revenue: -1 }, 'validation.min_value:{"min":0}'],
    ['email', { email: 'not-an-email' }, 'validation.email'],
    ['first_name', { first_name: '   ' }, 'validation.required:{"min":1}'],
    ['last_name', { last_name: 'x'.repeat(101) }, 'validation.too_long:{"max":100}'],
    ['consent', { consent: false }, 'lead-validation.consent_required'],
    ['market', { market: 'US' }, 'validation.invalid_choice'],
    ['product', { product: 'Not A Slug!' }, 'validation.invalid_format'],
    ['referral_code', { referral_code: 'x'.repeat(33) }, 'validation.too_long:{"max":32}'],
  ])('AU: names %s for %j', (field, change, message) => {
    expect(errorsOf({ ...fullAu, ...change })[field]).toEqual([message]);
  });

  it.each([
    // Issue 30: the right shape with a wrong last digit is named as a check-digit slip.
    ['business_number', { business_number: '9429046393921' }, 'market-validation.nzbn_check_digit'],
    ['business_number', { business_number: '942904639392' }, 'lead-validation.nzbn_invalid'],
    ['business_number', { business_number: '51824753556' }, 'lead-validation.nzbn_invalid'],
    ['mobile', { mobile: '09 123 4567' }, 'lead-validation.mobile_nz'],
    ['region', { region: 'NSW' }, 'lead-validation.region_invalid'],
    ['amount', { amount: 400_001 }, 'market-validation.amount_max_nzd:{"max":400000}'],
  ])('NZ: names %s for %j', (field, change, message) => {
    expect(errorsOf({ ...fullNz, ...change })[field]).toEqual([message]);
  });

  it('refuses unknown fields, a wrong variant and fields of another variant', () => {
    expect(errorsOf({ ...fullAu, admin: true })).toEqual({ admin: ['validation.unknown_field'] });
    expect(errorsOf({ ...fullAu, variant: 'apply-later' })).toHaveProperty('variant');
    expect(errorsOf({ ...quick, industry: 'retail' })).toEqual({
      industry: ['validation.unknown_field'],
    });
  });

  it('requires only name, e-mail, mobile, market and amount in the quick variant', () => {
    const quickSchema = createApplicationVariantSchema('apply-quick', { amountLimits: limits });
    expect(errorsOf(quick, quickSchema)).toEqual({});
    const { amount: _amount, mobile: _mobile, ...missing } = quick;
    expect(Object.keys(errorsOf(missing, quickSchema)).sort()).toEqual(['amount', 'mobile']);
  });

  it('requires every full field', () => {
    const errors = errorsOf({ variant: 'apply', consent: true, form_token: 't' });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'amount',
        'annual_revenue',
        'business_name',
        'business_number',
        'business_structure',
        'email',
        'first_name',
        'industry',
        'last_name',
        'market',
        'mobile',
        'purpose',
        'region',
        'term_months',
        'time_trading',
      ].sort(),
    );
  });

  it('without option lists accepts any option slug (structural check)', () => {
    expect(errorsOf({ ...fullAu, industry: 'mining' }, createApplicationSchema())).toEqual({});
  });
});
