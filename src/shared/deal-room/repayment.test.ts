import { describe, expect, it } from 'vitest';
import { suggestedRepayment } from './repayment';

describe('suggestedRepayment', () => {
  it('amortises monthly: 100 000 at 12 % over 36 months is 3 321.43, rounded up', () => {
    expect(
      suggestedRepayment({
        facility_amount: 100_000,
        interest_rate: 12,
        term_months: 36,
        repayment_frequency: 'monthly',
      }),
    ).toBe(3322);
  });

  it('splits evenly without interest, and counts weekly periods from the months', () => {
    expect(
      suggestedRepayment({
        facility_amount: 52_000,
        interest_rate: 0,
        term_months: 12,
        repayment_frequency: 'weekly',
      }),
    ).toBe(1000);
  });
});
