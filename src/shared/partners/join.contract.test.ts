import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors, type IssueLike } from '../validation/format-issue';
import { ZJoinRequestSchema } from './join.contract';

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  mobile: '0412 345 678',
  company: 'Hopper Advisory',
  market: 'AU',
  business_number: '51 824 753 556',
  password: 'a long enough password',
  password_confirmation: 'a long enough password',
  form_token: 'token',
};

function errorsOf(input: unknown) {
  const result = ZJoinRequestSchema.safeParse(input, { reportInput: true });
  return result.success
    ? {}
    : issuesToFieldErrors(result.error.issues as IssueLike[], (key) => key);
}

describe('join schema', () => {
  it('accepts a valid AU and NZ partner', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(
      errorsOf({
        ...valid,
        market: 'NZ',
        mobile: '021 123 4567',
        business_number: '9429046393920',
      }),
    ).toEqual({});
  });

  it.each([
    ['business_number', { business_number: '9429046393920' }, 'lead-validation.abn_invalid'],
    ['mobile', { mobile: '021 123 4567' }, 'lead-validation.mobile_au'],
    ['password', { password: 'short', password_confirmation: 'short' }, 'validation.password_min'],
    [
      'password_confirmation',
      { password_confirmation: 'different' },
      'validation.password_confirmation',
    ],
    ['company', { company: '' }, 'validation.required'],
    ['email', { email: 'x@' }, 'validation.email'],
    ['market', { market: 'UK' }, 'validation.invalid_choice'],
  ])('names %s', (field, change, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toEqual([message]);
  });
});
