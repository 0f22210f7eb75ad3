import { and, eq, sql } from 'drizzle-orm';
import { CLOSE_REASON_GROUPS, isCloseReasonStatus } from '../../shared/leads/close-reasons';
import { canMove, isOpenStatus, type LeadStatus } from '../../shared/leads/pipeline';
import type { Db } from '../db/client';
import { notifyPartnersOfMoves } from '../notifications/notify-partner-of-moves';
import { options } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError, fieldError } from '../errors';
import {
  checkSettlementFigures,
  recordSettlement,
  type SettlementFigures,
} from '../settlements/record-settlement';
import { addLeadEvent } from './leads.queries';
import { lockLeadAtVersion, reopenStatusOf, saveLead } from './lead-detail.queries';

export interface StatusChange {
  leadId: string;
  version: number;
  status: LeadStatus;
  reason?: string;
  note?: string;
  /** Settled only, all three (the request schema makes sure). */
  settled_amount?: number;
  lender?: string;
  settled_on?: string;
  actorUserId: string;
}

function figuresOf(change: StatusChange): SettlementFigures | undefined {
  const { settled_amount, lender, settled_on } = change;
  if (settled_amount === undefined || lender === undefined || settled_on === undefined) return;
  return { settled_amount, lender, settled_on };
}

/** A closing status needs a reason that is an active option of its group; others take none. */
async function checkReason(tx: Tx, status: LeadStatus, reason: string | undefined) {
  if (!isCloseReasonStatus(status)) {
    if (reason) throw fieldError('reason', 'lead.reason_not_expected');
    return;
  }
  if (!reason) throw fieldError('reason', 'lead.reason_required');
  const [option] = await tx
    .select({ value: options.value })
    .from(options)
    .where(
      and(
        eq(options.group, CLOSE_REASON_GROUPS[status]),
        eq(options.value, reason),
        eq(options.active, true),
      ),
    );
  if (!option) throw fieldError('reason', 'validation.invalid_choice');
}

/**
 * Moves a lead along the pipeline (shared/leads/pipeline.ts decides which moves exist): the
 * next step, the one before, out to declined or withdrawn with a reason, or, for a closed lead,
 * back to the step it left (an admin's reopen). One `status_changed` event carries from, to,
 * reason and the optional note, and the lead's days in stage start again. A lead settles only
 * with its figures (decision 0054): they are recorded, on its timeline, with the partner's
 * commission on the settled amount, in the same transaction.
 */
export async function changeLeadStatus(db: Db, change: StatusChange): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await lockLeadAtVersion(tx, change.leadId, change.version);
    const reopenTo = isOpenStatus(lead.status)
      ? undefined
      : await reopenStatusOf(tx, lead.id, lead.status);
    if (!canMove(lead.status, change.status, reopenTo)) {
      throw new AppError('conflict', 'lead.move_refused', {
        values: { from: lead.status, to: change.status },
      });
    }
    await checkReason(tx, change.status, change.reason);
    const figures = change.status === 'settled' ? figuresOf(change) : undefined;
    if (change.status === 'settled') {
      if (!figures) throw fieldError('settled_amount', 'settlement-validation.required');
      await checkSettlementFigures(tx, lead, figures);
    }
    await saveLead(tx, lead, {
      status: change.status,
      statusChangedAt: sql`now()`,
      // In the status's own UPDATE, so the dashboard's rollup trigger counts what settled.
      ...(figures ? { settledAmount: figures.settled_amount } : {}),
    });
    await addLeadEvent(tx, {
      leadId: lead.id,
      type: 'status_changed',
      actorType: 'user',
      actorUserId: change.actorUserId,
      data: {
        from: lead.status,
        to: change.status,
        ...(change.reason ? { reason: change.reason } : {}),
        ...(change.note ? { note: change.note } : {}),
        ...(figures
          ? {
              settlement: {
                amount: figures.settled_amount,
                currency: lead.currency,
                lender: figures.lender,
                settled_on: figures.settled_on,
              },
            }
          : {}),
      },
    });
    if (figures) await recordSettlement(tx, lead, figures, change.actorUserId);
    await notifyPartnersOfMoves(tx, [{ leadId: lead.id, to: change.status }]);
  });
}
