import { describe, expect, it } from 'vitest';
import { MARKET_INFO } from '../markets/markets';
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

describe('the phone metadata of our markets', () => {
  it('is the installed libphonenumber-js mobile metadata, trimmed to every market we serve', async () => {
    const { trimmedPhoneMetadata, PHONE_COUNTRIES } =
      await import('../../../scripts/phone-metadata');
    const committed = await import('./phone-metadata.json');
    // Out of date after an upgrade of libphonenumber-js: run `npx tsx scripts/phone-metadata.ts`.
    expect(committed.default).toEqual(trimmedPhoneMetadata());
    expect([...PHONE_COUNTRIES].sort()).toEqual(
      Object.values(MARKET_INFO)
        .map((market) => market.phoneCountry)
        .sort(),
    );
  });
});
