import { describe, expect, it } from 'vitest';
import { MARKET_INFO } from '../../shared/markets/markets';
import { reminderDueAt } from './reminder-due-at';

const sydney = MARKET_INFO.AU.timeZone;
const auckland = MARKET_INFO.NZ.timeZone;

describe('reminderDueAt', () => {
  it('is 09:00 in Sydney N days on, across the October daylight-saving start', () => {
    // 1 October 2026, 10:00 AEST (UTC+10); 4 October clocks go forward to AEDT (UTC+11).
    const sent = new Date('2026-10-01T00:00:00Z');
    expect(reminderDueAt(sent, 7, sydney).toISOString()).toBe('2026-10-07T22:00:00.000Z');
    expect(reminderDueAt(sent, 1, sydney).toISOString()).toBe('2026-10-01T23:00:00.000Z');
  });

  it('is 09:00 in Auckland N days on, across the April daylight-saving end', () => {
    // 1 April 2027, 10:00 NZDT (UTC+13); 4 April clocks go back to NZST (UTC+12).
    const sent = new Date('2027-03-31T21:00:00Z');
    expect(reminderDueAt(sent, 7, auckland).toISOString()).toBe('2027-04-07T21:00:00.000Z');
    expect(reminderDueAt(sent, 2, auckland).toISOString()).toBe('2027-04-02T20:00:00.000Z');
  });

  it('counts days on the market’s clock, not in UTC', () => {
    // 23:30 UTC on 9 March is already 10 March in Sydney: due 09:00 on the 13th there.
    const sent = new Date('2027-03-09T23:30:00Z');
    expect(reminderDueAt(sent, 3, sydney).toISOString()).toBe('2027-03-12T22:00:00.000Z');
  });
});
