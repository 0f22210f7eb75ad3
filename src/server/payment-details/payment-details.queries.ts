import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TPaymentDetails } from '../../shared/payment-details/payment-details.contract';
import type { Market } from '../../shared/markets/markets';
import { partnerPaymentDetails, selfBillingAgreements, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

/**
 * The contract's readiness rule (issue 35), read by the database clock: confirmed since the last
 * change of account, or the hold is over.
 */
const readyForPayout = sql<boolean>`(
  (${partnerPaymentDetails.confirmedAt} is not null and ${partnerPaymentDetails.confirmedAt} >= ${partnerPaymentDetails.bankChangedAt})
  or (${partnerPaymentDetails.payoutHoldUntil} is not null and ${partnerPaymentDetails.payoutHoldUntil} <= now())
)`;

/** A partner's payment details with who confirmed them; never the sealed account. */
export async function findPaymentDetails(db: DbOrTx, partnerId: string) {
  const [row] = await db
    .select({
      legalName: partnerPaymentDetails.legalName,
      businessNumber: partnerPaymentDetails.businessNumber,
      gstNumber: partnerPaymentDetails.gstNumber,
      gstRegistered: partnerPaymentDetails.gstRegistered,
      accountName: partnerPaymentDetails.accountName,
      bankAccountMasked: partnerPaymentDetails.bankAccountMasked,
      bankAccountVersion: partnerPaymentDetails.bankAccountVersion,
      bankChangedAt: partnerPaymentDetails.bankChangedAt,
      payoutHoldUntil: partnerPaymentDetails.payoutHoldUntil,
      confirmedAt: partnerPaymentDetails.confirmedAt,
      confirmedById: partnerPaymentDetails.confirmedBy,
      confirmedByName: users.name,
      ready: readyForPayout,
    })
    .from(partnerPaymentDetails)
    .leftJoin(users, eq(users.id, partnerPaymentDetails.confirmedBy))
    .where(eq(partnerPaymentDetails.partnerId, partnerId));
  return row;
}
export type PaymentDetailsRow = NonNullable<Awaited<ReturnType<typeof findPaymentDetails>>>;

/** The answer's form: dates as ISO strings, the account only masked. */
export function paymentDetailsAnswer(market: Market, row: PaymentDetailsRow): TPaymentDetails {
  return {
    market,
    legal_name: row.legalName,
    business_number: row.businessNumber,
    gst_registered: row.gstRegistered,
    gst_number: row.gstNumber,
    account_name: row.accountName,
    bank_account_masked: row.bankAccountMasked,
    bank_changed_at: row.bankChangedAt.toISOString(),
    payout_hold_until: row.payoutHoldUntil?.toISOString() ?? null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    ready_for_payout: row.ready,
  };
}

/** When the partner's self-billing agreement in force was made (null: none in force). */
export async function selfBillingAgreedAt(db: DbOrTx, partnerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ agreedAt: selfBillingAgreements.agreedAt })
    .from(selfBillingAgreements)
    .where(
      and(
        eq(selfBillingAgreements.partnerId, partnerId),
        isNull(selfBillingAgreements.withdrawnAt),
      ),
    )
    .orderBy(desc(selfBillingAgreements.agreedAt))
    .limit(1);
  return row?.agreedAt ?? null;
}
