/**
 * A partner's commission terms (issue 16): a `rate` of the lead's amount requested, kept in
 * basis points (250 = 2.5 %), or a `flat` sum in whole dollars of the lead's market currency.
 * A partner without terms earns no commission row.
 */
export const COMMISSION_TYPES = ['rate', 'flat'] as const;
type CommissionType = (typeof COMMISSION_TYPES)[number];

/** `cancelled`: a pending commission whose settlement an admin reversed (decision 0054). */
export const COMMISSION_STATUSES = ['pending', 'approved', 'paid', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/**
 * A `commission` is earned on a settlement; a `clawback` takes back an approved or paid one
 * whose settlement was reversed: a negative amount, linked to the row it reverses.
 */
export const COMMISSION_KINDS = ['commission', 'clawback'] as const;

/** The most a rate may be (100 %) and a flat sum (ten million dollars). */
export const MAX_RATE_BASIS_POINTS = 10_000;
export const MAX_FLAT_AMOUNT = 10_000_000;

export interface CommissionTerms {
  type: CommissionType;
  /** Basis points for `rate`, whole dollars for `flat`. */
  value: number;
}

/** What a settled lead earns: the rate of its settled amount, to the nearest dollar, or the flat sum. */
export function commissionAmount(terms: CommissionTerms, leadAmount: number): number {
  if (terms.type === 'flat') return terms.value;
  return Math.round((leadAmount * terms.value) / 10_000);
}

/** Only forward, one step at a time: pending → approved → paid; a cancelled row goes nowhere. */
export function nextCommissionStatus(from: CommissionStatus): CommissionStatus | null {
  if (from === 'pending') return 'approved';
  if (from === 'approved') return 'paid';
  return null;
}
