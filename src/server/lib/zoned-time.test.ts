import { describe, expect, it } from 'vitest';
import { instantOfWallTime, wallTimeOf } from './zoned-time';

const SYDNEY = 'Australia/Sydney';
const AUCKLAND = 'Pacific/Auckland';

describe('a wall-clock time on the firm clock', () => {
  it('is read with the offset of its own day on either side of a change', () => {
    // Sydney: AEST (+10) until 5 October 2026 02:00, AEDT (+11) after.
    expect(instantOfWallTime('2026-10-03', '07:30', SYDNEY).toISOString()).toBe(
      '2026-10-02T21:30:00.000Z',
    );
    expect(instantOfWallTime('2026-10-05', '07:30', SYDNEY).toISOString()).toBe(
      '2026-10-04T20:30:00.000Z',
    );
    // Auckland: NZST (+12) until 27 September 2026 02:00, NZDT (+13) after.
    expect(instantOfWallTime('2026-09-26', '07:30', AUCKLAND).toISOString()).toBe(
      '2026-09-25T19:30:00.000Z',
    );
    expect(instantOfWallTime('2026-09-28', '07:30', AUCKLAND).toISOString()).toBe(
      '2026-09-27T18:30:00.000Z',
    );
  });

  it('moves a time in the skipped hour forward by the gap', () => {
    const sydney = instantOfWallTime('2026-10-04', '02:30', SYDNEY);
    expect(sydney.toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(wallTimeOf(sydney, SYDNEY)).toEqual({ date: '2026-10-04', time: '03:30' });
    const auckland = instantOfWallTime('2026-09-27', '02:00', AUCKLAND);
    expect(wallTimeOf(auckland, AUCKLAND)).toEqual({ date: '2026-09-27', time: '03:00' });
  });

  it('takes the earlier of a time the clock shows twice', () => {
    // Sydney goes back from 03:00 AEDT to 02:00 AEST on 5 April 2026: 02:30 happens twice.
    const sydney = instantOfWallTime('2026-04-05', '02:30', SYDNEY);
    expect(sydney.toISOString()).toBe('2026-04-04T15:30:00.000Z');
    expect(wallTimeOf(sydney, SYDNEY)).toEqual({ date: '2026-04-05', time: '02:30' });
    const auckland = instantOfWallTime('2026-04-05', '02:30', AUCKLAND);
    expect(auckland.toISOString()).toBe('2026-04-04T13:30:00.000Z');
  });

  it('reads an instant back as the wall clock showed it', () => {
    expect(wallTimeOf(new Date('2026-11-25T22:15:00Z'), SYDNEY)).toEqual({
      date: '2026-11-26',
      time: '09:15',
    });
    expect(wallTimeOf(new Date('2026-11-25T22:15:00Z'), AUCKLAND)).toEqual({
      date: '2026-11-26',
      time: '11:15',
    });
  });
});
