import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { partnerPaymentDetails } from '../db/schema';
import { AppError } from '../errors';

/**
 * An admin confirms a partner's bank account by another channel than the app (a call to the
 * number on file, say): the hold on the next payout lifts at once (decision 0070). The note of
 * how it was confirmed goes to the audit with the masked account; one transaction.
 */
export async function confirmBankDetails(
  db: Db,
  adminUserId: string,
  partnerId: string,
  note: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        masked: partnerPaymentDetails.bankAccountMasked,
        holdUntil: partnerPaymentDetails.payoutHoldUntil,
        confirmed: sql<boolean>`coalesce(${partnerPaymentDetails.confirmedAt} >= ${partnerPaymentDetails.bankChangedAt}, false)`,
      })
      .from(partnerPaymentDetails)
      .where(eq(partnerPaymentDetails.partnerId, partnerId))
      .for('update');
    if (!row) throw new AppError('not_found', 'payment-details.none');
    if (row.confirmed) throw new AppError('conflict', 'payment-details.already_confirmed');
    await tx
      .update(partnerPaymentDetails)
      .set({ confirmedAt: sql`now()`, confirmedBy: adminUserId, payoutHoldUntil: null })
      .where(and(eq(partnerPaymentDetails.partnerId, partnerId)));
    await recordAudit(tx, {
      actorUserId: adminUserId,
      action: 'partner.bank_details_confirmed',
      entityType: 'partner',
      entityId: partnerId,
      before: { bank_account: row.masked, payout_hold_until: row.holdUntil?.toISOString() ?? null },
      after: { bank_account: row.masked, payout_hold_until: null, note },
    });
  });
}
