import { describe, expect, it } from 'vitest';
import { AU_STATES, MARKET_INFO, NZ_REGIONS, currencyOf, isMarket, isRegionOf } from './markets';

describe('markets', () => {
  it('lists the eight AU states and territories and the sixteen NZ regions', () => {
    expect(AU_STATES).toEqual(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);
    expect(NZ_REGIONS).toHaveLength(16);
    expect(MARKET_INFO.NZ.regions.map((region) => region.name)).toContain('Manawatū-Whanganui');
  });

  it('pairs each market with its currency', () => {
    expect(currencyOf('AU')).toBe('AUD');
    expect(currencyOf('NZ')).toBe('NZD');
  });

  it('accepts a region only in its own market', () => {
    expect(isRegionOf('AU', 'NSW')).toBe(true);
    expect(isRegionOf('NZ', 'NZ-AUK')).toBe(true);
    expect(isRegionOf('AU', 'NZ-AUK')).toBe(false);
    expect(isRegionOf('NZ', 'NSW')).toBe(false);
    expect(isRegionOf('AU', 'nsw')).toBe(false);
  });

  it('knows its markets', () => {
    expect(isMarket('AU')).toBe(true);
    expect(isMarket('US')).toBe(false);
    expect(isMarket(undefined)).toBe(false);
  });
});
