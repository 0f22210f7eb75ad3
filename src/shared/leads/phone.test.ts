import { describe, expect, it } from 'vitest';
import { toE164Mobile } from './phone';

describe('toE164Mobile', () => {
  it.each([
    ['0412 345 678', 'AU', '+61412345678'],
    ['+61 412 345 678', 'AU', '+61412345678'],
    ['(04) 1234-5678', 'AU', '+61412345678'],
    ['021 123 4567', 'NZ', '+64211234567'],
    ['+64 21 123 4567', 'NZ', '+64211234567'],
  ] as const)('normalises %s in %s', (input, market, expected) => {
    expect(toE164Mobile(input, market)).toBe(expected);
  });

  it.each([
    ['a landline', '02 9876 5432', 'AU'],
    ['an NZ landline', '09 123 4567', 'NZ'],
    ['an NZ mobile in AU', '+64 21 123 4567', 'AU'],
    ['an AU mobile in NZ', '+61 412 345 678', 'NZ'],
    ['too few digits', '0412 345', 'AU'],
    ['letters', 'call me', 'AU'],
    ['empty', '', 'NZ'],
    ['absurdly long', '0'.repeat(50), 'AU'],
  ] as const)('rejects %s', (_reason, input, market) => {
    expect(toE164Mobile(input, market)).toBeNull();
  });
});
