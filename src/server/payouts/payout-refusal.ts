import type { PayoutRefusal } from '../../shared/payouts/payout-terms';
import type { PayoutReadiness } from './payout-readiness';

/**
 * Why an issued statement cannot be paid now (issue 35 item 4), or null: below the minimum
 * payout (a negative or zero balance always is: it carries forward), or its partner's bank
 * details are missing or not yet confirmed for payout.
 */
export function payoutRefusal(
  totalCents: number,
  readiness: PayoutReadiness | undefined,
  minimumCents: number,
): PayoutRefusal | null {
  if (totalCents <= 0 || totalCents < minimumCents) return 'below_minimum';
  if (readiness === 'ready') return null;
  return readiness ?? 'no_bank_details';
}
