import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { payoutBatches, payoutBatchStatements } from '../db/schema';
import { AppError } from '../errors';
import { lockPayoutBatch } from './payouts.queries';

/**
 * Cancels an open batch (issue 35 item 4): its statements are free again for another batch or
 * the next closing's carried balance. A paid batch is never cancelled (409): money went out.
 */
export async function cancelPayoutBatch(db: Db, input: { batchId: string; actorUserId: string }) {
  return db.transaction(async (tx) => {
    const batch = await lockPayoutBatch(tx, input.batchId);
    if (!batch) throw new AppError('not_found', 'errors.not_found');
    if (batch.status !== 'open') throw new AppError('conflict', `payouts.errors.${batch.status}`);
    const [cancelled] = await tx
      .update(payoutBatches)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelledBy: input.actorUserId })
      .where(eq(payoutBatches.id, batch.id))
      .returning();
    if (!cancelled) throw new Error('batch update returned no row');
    await tx
      .update(payoutBatchStatements)
      .set({ active: false })
      .where(
        and(eq(payoutBatchStatements.batchId, batch.id), eq(payoutBatchStatements.active, true)),
      );
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'payout_batch.cancelled',
      entityType: 'payout_batch',
      entityId: batch.id,
      before: { status: 'open' },
      after: { status: 'cancelled' },
    });
    return cancelled;
  });
}
