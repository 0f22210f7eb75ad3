import type { REPAYMENT_FREQUENCIES } from './deal-room';

const PERIODS_PER_YEAR: Record<(typeof REPAYMENT_FREQUENCIES)[number], number> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
};

/**
 * The instalment of an amortising loan, rounded up to whole dollars: what the term sheet form
 * suggests (the admin may overwrite it). Rate in percent per annum; term in months.
 */
export function suggestedRepayment(input: {
  facility_amount: number;
  interest_rate: number;
  term_months: number;
  repayment_frequency: (typeof REPAYMENT_FREQUENCIES)[number];
}): number {
  const perYear = PERIODS_PER_YEAR[input.repayment_frequency];
  const periods = Math.max(1, Math.round((input.term_months * perYear) / 12));
  const rate = input.interest_rate / 100 / perYear;
  const instalment =
    rate === 0
      ? input.facility_amount / periods
      : (input.facility_amount * rate) / (1 - (1 + rate) ** -periods);
  return Math.ceil(instalment);
}
