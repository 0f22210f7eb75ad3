import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { selfBillingAgreements } from '../db/schema';
import { AppError } from '../errors';
import type { PartnerRow } from '../partners/partners.queries';
import { latestSelfBillingAgreement } from './self-billing.queries';

/**
 * The partner withdraws their self-billing agreement: the record stays, with the date of its
 * withdrawal; statements from then on are remittance advices, not tax invoices.
 */
export async function withdrawSelfBilling(
  db: Db,
  actorUserId: string,
  partner: PartnerRow,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from partners where id = ${partner.id} for update`);
    const latest = await latestSelfBillingAgreement(tx, partner.id);
    if (!latest || latest.withdrawnAt)
      throw new AppError('conflict', 'payment-details.self_billing.none_in_force');
    await tx
      .update(selfBillingAgreements)
      .set({ withdrawnAt: sql`now()` })
      .where(eq(selfBillingAgreements.id, latest.id));
    await recordAudit(tx, {
      actorUserId,
      action: 'partner.self_billing_withdrawn',
      entityType: 'partner',
      entityId: partner.id,
      before: { agreement_id: latest.id },
    });
  });
}
