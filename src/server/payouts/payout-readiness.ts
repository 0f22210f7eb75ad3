import { inArray, sql } from 'drizzle-orm';
import { partnerPaymentDetails } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

const details = partnerPaymentDetails;

/**
 * The contract of issue 35 (tasks/payouts-common.md, decision 0071): bank details are confirmed
 * for payout when an admin confirmed them by another channel since their last change, or when
 * the hold that every change starts has run out. A change after a confirmation undoes it, so a
 * fraudster who redirects the account waits out the hold and the partner's warning e-mail.
 */
const bankConfirmedForPayout = sql<boolean>`(
  (${details.confirmedAt} is not null and ${details.confirmedAt} >= ${details.bankChangedAt})
  or (${details.payoutHoldUntil} is not null and ${details.payoutHoldUntil} <= now())
)`;

export type PayoutReadiness = 'ready' | 'no_bank_details' | 'bank_not_confirmed';

/** Each partner's readiness by the rule above; a partner without a row has no bank details. */
export async function payoutReadiness(
  db: DbOrTx,
  partnerIds: readonly string[],
): Promise<Map<string, PayoutReadiness>> {
  const answer = new Map<string, PayoutReadiness>(
    partnerIds.map((id) => [id, 'no_bank_details' as const]),
  );
  if (partnerIds.length === 0) return answer;
  const rows = await db
    .select({ partnerId: details.partnerId, confirmed: bankConfirmedForPayout })
    .from(details)
    .where(inArray(details.partnerId, [...partnerIds]));
  for (const row of rows) {
    answer.set(row.partnerId, row.confirmed ? 'ready' : 'bank_not_confirmed');
  }
  return answer;
}
