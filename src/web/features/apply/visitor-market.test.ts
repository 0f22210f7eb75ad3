import { describe, expect, it } from 'vitest';
import { visitorMarket } from './visitor-market';

describe('visitorMarket', () => {
  it('starts New Zealanders on NZ by language region, Māori or clock', () => {
    expect(visitorMarket(['en-NZ', 'en'], 'UTC')).toBe('NZ');
    expect(visitorMarket(['mi-NZ'], 'UTC')).toBe('NZ');
    expect(visitorMarket(['mi'], 'UTC')).toBe('NZ');
    expect(visitorMarket(['en-US'], 'Pacific/Auckland')).toBe('NZ');
  });

  it('starts everyone else on AU', () => {
    expect(visitorMarket(['en-AU'], 'Australia/Sydney')).toBe('AU');
    expect(visitorMarket(['en-US', 'en'], 'America/New_York')).toBe('AU');
    expect(visitorMarket(['zh-CN'], 'UTC')).toBe('AU');
  });
});
