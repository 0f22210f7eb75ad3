import { describe, expect, it } from 'vitest';
import { acceptedLanguages, visitorMarket } from './visitor-market';

const guess = (languages: string[], timeZone?: string, cookie?: string) =>
  visitorMarket({ languages, timeZone, cookie });

describe('visitorMarket', () => {
  it('starts New Zealanders on NZ by language region, Māori or clock', () => {
    expect(guess(['en-NZ', 'en'], 'UTC')).toBe('NZ');
    expect(guess(['mi-NZ'], 'UTC')).toBe('NZ');
    expect(guess(['mi'], 'UTC')).toBe('NZ');
    expect(guess(['en-US'], 'Pacific/Auckland')).toBe('NZ');
    // The server has no clock to go by: the languages alone.
    expect(guess(['en-NZ'])).toBe('NZ');
  });

  it('starts everyone else on AU', () => {
    expect(guess(['en-AU'], 'Australia/Sydney')).toBe('AU');
    expect(guess(['en-US', 'en'], 'America/New_York')).toBe('AU');
    expect(guess(['zh-CN'], 'UTC')).toBe('AU');
    expect(guess([])).toBe('AU');
  });

  it('starts on the market the visitor chose before, whatever else says', () => {
    expect(guess(['en-NZ'], 'Pacific/Auckland', 'AU')).toBe('AU');
    expect(guess(['en-AU'], 'Australia/Sydney', 'NZ')).toBe('NZ');
    expect(guess(['en-NZ'], undefined, 'XX')).toBe('NZ');
  });

  it('reads the language tags of an Accept-Language header', () => {
    expect(acceptedLanguages('fr-CA, en-NZ;q=0.8 ,en;q=0.5')).toEqual(['fr-CA', 'en-NZ', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
