import { nextCommissionStatus } from '../../shared/commissions/commission-terms';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { notifyPartnersOfCommissions } from '../notifications/notify-partner-of-commissions';
import { enqueueCommissionWebhooks } from '../webhooks/enqueue-webhook-events';
import { lockCommissions, setCommissionStatus } from './commissions.queries';

/**
 * Moves the selected commissions one step on: pending → approved, approved → paid, with the
 * date and the admin. All or nothing: one row that cannot make the step (already there, paid,
 * skipping approval, or cancelled by a reversed settlement) refuses the whole request with a 409 naming its lead, so a payment run
 * is never half recorded. An id that is not a commission is a 404.
 */
export async function moveCommissions(
  db: Db,
  input: { ids: string[]; status: 'approved' | 'paid' },
  actorUserId: string,
): Promise<number> {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    const rows = await lockCommissions(tx, ids);
    if (rows.length !== ids.length) throw new AppError('not_found', 'errors.not_found');
    const wrong = rows.find((row) => nextCommissionStatus(row.status) !== input.status);
    if (wrong) {
      const key =
        wrong.status === 'cancelled'
          ? 'commissions.errors.cancelled'
          : wrong.status === 'paid'
            ? 'commissions.errors.already_paid'
            : wrong.status === 'approved'
              ? 'commissions.errors.already_approved'
              : 'commissions.errors.not_approved';
      throw new AppError('conflict', key, { values: { reference: wrong.reference } });
    }
    await setCommissionStatus(tx, ids, input.status, actorUserId);
    for (const row of rows) {
      await recordAudit(tx, {
        actorUserId,
        action: `commission.${input.status}`,
        entityType: 'commission',
        entityId: row.id,
        before: { status: row.status },
        after: { status: input.status },
      });
    }
    await notifyPartnersOfCommissions(tx, ids, input.status);
    await enqueueCommissionWebhooks(tx, ids, input.status);
    return ids.length;
  });
}
