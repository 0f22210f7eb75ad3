import { describe, expect, it } from 'vitest';
import { isFutureDay, marketToday } from './settlement-day';

describe('a settlement day on the market’s clock', () => {
  // 12:30 UTC on 25 November 2026: 23:30 in Sydney (AEDT), already 01:30 on the 26th in Auckland.
  const evening = new Date('2026-11-25T12:30:00Z');

  it('is today in each market’s own time zone', () => {
    expect(marketToday('AU', evening)).toBe('2026-11-25');
    expect(marketToday('NZ', evening)).toBe('2026-11-26');
  });

  it('refuses only a day after today there', () => {
    expect(isFutureDay('2026-11-26', 'AU', evening)).toBe(true);
    expect(isFutureDay('2026-11-26', 'NZ', evening)).toBe(false);
    expect(isFutureDay('2026-11-25', 'AU', evening)).toBe(false);
    expect(isFutureDay('2027-01-01', 'NZ', evening)).toBe(true);
  });
});
