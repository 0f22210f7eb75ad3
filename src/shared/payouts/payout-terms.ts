/** A payout batch is open (exported, not yet paid), then paid or cancelled, never both. */
export const PAYOUT_BATCH_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/** Why an issued statement cannot go into a batch (decision 0071); translated by key. */
export const PAYOUT_REFUSALS = [
  'below_minimum',
  'bank_not_confirmed',
  'no_bank_details',
  'not_issued',
] as const;
export type PayoutRefusal = (typeof PAYOUT_REFUSALS)[number];
