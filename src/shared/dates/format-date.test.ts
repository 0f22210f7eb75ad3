import { describe, expect, it } from 'vitest';
import { mondayOf, shiftDay } from './calendar-days';
import { formatDate, formatDay, marketDay } from './format-date';

describe('dates', () => {
  // 15:05 on Monday 1 January 2024 in Sydney (AEDT, UTC+11).
  const date = new Date('2024-01-01T04:05:00Z');
  it('formats the spec’s shapes', () => {
    expect(formatDate(date, 'short', 'en', 'AU')).toBe('Jan 01, 2024');
    expect(formatDate(date, 'long', 'en', 'AU')).toBe('Monday, January 1st, 2024');
    expect(formatDate(date, 'iso', 'en', 'AU')).toBe('2024-01-01');
    expect(formatDate(date, 'time12', 'en', 'AU')).toBe('3:05 PM');
    expect(formatDate(date, 'time24', 'en', 'AU')).toBe('15:05');
    expect(formatDate('not a date', 'short', 'en', 'AU')).toBe('');
  });
  it('names months in the reader’s language, in its own order', () => {
    expect(formatDate(date, 'short', 'fr', 'AU')).toBe('1 janv. 2024');
    expect(formatDate(date, 'short', 'es', 'AU')).toBe('1 ene 2024');
    expect(formatDate(date, 'short', 'pt-BR', 'AU')).toBe('1 jan 2024');
    expect(formatDate(date, 'short', 'zh-CN', 'AU')).toBe('2024年1月1日');
    expect(formatDate(date, 'long', 'zh-CN', 'AU')).toBe('2024年1月1日 星期一');
    expect(formatDate(date, 'iso', 'zh-CN', 'AU')).toBe('2024-01-01');
  });
});

// Issue 42, item 1: 14:30 UTC on Saturday 28 November 2026 is already Sunday the 29th in Sydney
// (01:30) and Auckland (03:30). Whatever the process's zone (run under TZ=America/Los_Angeles
// too), a person reads the market's day.
describe('dates on the market’s clock', () => {
  const instant = new Date('2026-11-28T14:30:00Z');
  it('reads an instant on Sydney’s and Auckland’s clocks, not the process’s', () => {
    expect(formatDate(instant, 'long', 'en', 'AU')).toBe('Sunday, November 29th, 2026');
    expect(formatDate(instant, 'time24', 'en', 'AU')).toBe('01:30');
    expect(formatDate(instant, 'time24', 'en', 'NZ')).toBe('03:30');
    expect(formatDate(instant, 'long', 'fr', 'NZ')).toBe('dimanche 29 novembre 2026');
    expect(marketDay('AU', instant)).toBe('2026-11-29');
    expect(marketDay('NZ', instant)).toBe('2026-11-29');
  });
  it('shows a calendar day as that day wherever it is read', () => {
    expect(formatDay('2026-11-29', 'long', 'en')).toBe('Sunday, November 29th, 2026');
    expect(formatDay('2026-11-29', 'short', 'zh-CN')).toBe('2026年11月29日');
  });
  it('counts days and weeks as the calendar does', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(shiftDay('2026-11-29', { days: 3 })).toBe('2026-12-02');
    expect(shiftDay('2026-11-29', { months: -12 })).toBe('2025-11-29');
  });
});
