import { describe, expect, it } from 'vitest';
import { gstOf, periodDueOn, statementNumber } from './statement-terms';
import { formatCents } from './statement-money';

describe('statement periods', () => {
  it('takes the latest closing day that has come as the due period', () => {
    expect(periodDueOn('2026-11-26', 1)).toEqual({ period: '2026-11', day: '2026-11-01' });
    expect(periodDueOn('2026-11-14', 15)).toEqual({ period: '2026-10', day: '2026-10-15' });
    expect(periodDueOn('2026-01-03', 5)).toEqual({ period: '2025-12', day: '2025-12-05' });
    expect(periodDueOn('2026-12-05', 5)).toEqual({ period: '2026-12', day: '2026-12-05' });
  });
});

describe('GST and money', () => {
  it('rounds GST to the cent, half away from zero, the same for a clawback', () => {
    expect(gstOf(12_345, 1000)).toBe(1_235);
    expect(gstOf(-12_345, 1000)).toBe(-1_235);
    expect(gstOf(10_001, 1500)).toBe(1_500);
    expect(gstOf(0, 1500)).toBe(0);
  });

  it('numbers and amounts read the same everywhere', () => {
    expect(statementNumber('NZ', 42)).toBe('NZ-000042');
    expect(formatCents(137_540, 'AUD', 'en')).toBe('A$1,375.40');
    expect(formatCents(-4_000, 'NZD', 'en')).toBe('-NZ$40.00');
  });
});
