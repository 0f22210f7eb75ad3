import { describe, expect, it } from 'vitest';
import { dayStartIn, yearIn } from './zoned-day';

describe('dayStartIn', () => {
  it('gives local midnight in Sydney and Auckland, summer and winter', () => {
    // Sydney: AEDT (+11) in January, AEST (+10) in July.
    expect(dayStartIn('2026-01-15', 'Australia/Sydney').toISOString()).toBe(
      '2026-01-14T13:00:00.000Z',
    );
    expect(dayStartIn('2026-07-15', 'Australia/Sydney').toISOString()).toBe(
      '2026-07-14T14:00:00.000Z',
    );
    // Auckland: NZDT (+13) in January, NZST (+12) in July.
    expect(dayStartIn('2026-01-15', 'Pacific/Auckland').toISOString()).toBe(
      '2026-01-14T11:00:00.000Z',
    );
    expect(dayStartIn('2026-07-15', 'Pacific/Auckland').toISOString()).toBe(
      '2026-07-14T12:00:00.000Z',
    );
  });

  it('counts days across a daylight-saving change and the end of a month', () => {
    // Sydney moves to summer time on 2026-10-04 at 02:00: the 4th starts at +10, the 5th at +11.
    expect(dayStartIn('2026-10-04', 'Australia/Sydney').toISOString()).toBe(
      '2026-10-03T14:00:00.000Z',
    );
    expect(dayStartIn('2026-10-04', 'Australia/Sydney', 1).toISOString()).toBe(
      '2026-10-04T13:00:00.000Z',
    );
    expect(dayStartIn('2026-01-31', 'Pacific/Auckland', 1).toISOString()).toBe(
      '2026-01-31T11:00:00.000Z',
    );
  });
});

describe('yearIn', () => {
  it('turns the year at midnight on the zone’s clock, not at midnight UTC', () => {
    // 21:00 UTC on 31 December: 08:00 on 1 January in Sydney (+11), 10:00 in Auckland (+13).
    const newYearsEveUtc = new Date('2026-12-31T21:00:00Z');
    expect(yearIn(newYearsEveUtc, 'Australia/Sydney')).toBe(2027);
    expect(yearIn(newYearsEveUtc, 'Pacific/Auckland')).toBe(2027);
    // 12:00 UTC on 31 December: 23:00 in Sydney, still the old year; already 01:00 in Auckland.
    const noonUtc = new Date('2026-12-31T12:00:00Z');
    expect(yearIn(noonUtc, 'Australia/Sydney')).toBe(2026);
    expect(yearIn(noonUtc, 'Pacific/Auckland')).toBe(2027);
  });
});
